import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { renderAt, toastTexts, warmUp } from "../../test/app";
import { json, mockFetch } from "../../test/fetchMock";
import { serviceEntry, shopRoutes } from "./fixtures";

warmUp(() => import("./list"));

beforeEach(() => resetSessionCache());

const konter = { id: 1, name: "Konter" };
const dago = { id: 2, name: "Cabang Dago" };
const atKonter = serviceEntry();
const atDago = serviceEntry({ outlet_id: 2, outlet_name: "Cabang Dago" });
const moved = {
  id: 1,
  service_entry_id: 12,
  from_outlet_id: 1,
  to_outlet_id: 2,
  user_id: 2,
  moved_at: "2026-11-22T04:00:00Z",
  from_outlet_name: "Konter",
  to_outlet_name: "Cabang Dago",
  user_name: "Kasir Satu",
};

function shop(outlets: { id: number; name: string }[]) {
  let entry = atKonter;
  const { calls } = mockFetch({
    ...shopRoutes,
    "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
    "GET /api/service-entries": () => json({ items: [entry], total: 1 }),
    "GET /api/service-entries/12": () => json({ entry, bill: null }),
    "GET /api/service-entries/12/moves": () => json(entry === atDago ? [moved] : []),
    "POST /api/service-entries/12/move": () => {
      entry = atDago;
      return json(atDago);
    },
  });
  return calls;
}

describe("a repair's outlet", () => {
  it("moves to another outlet's bench and lists the move", async () => {
    const calls = shop([konter, dago]);
    renderAt("/dashboard/service-masuk");
    fireEvent.click(await screen.findByRole("button", { name: "Detail SVC-12" }));
    expect(await screen.findByText("Outlet: Konter")).toBeTruthy();
    expect(await screen.findByText("Belum pernah dipindahkan.")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Pindah ke outlet" }));
    const options = await screen.findAllByText(/Konter|Cabang Dago/, {
      selector: ".ant-select-item-option-content",
    });
    expect(options.map((o) => o.textContent)).toEqual(["Cabang Dago"]);
    fireEvent.click(options[0]);
    fireEvent.click(screen.getByRole("button", { name: /Pindahkan/ }));
    await waitFor(() => expect(toastTexts()).toContain("Servis dipindahkan ke outlet lain."));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ outlet_id: 2 });
    const history = (await screen.findByText("Kasir Satu")).closest("tr") as HTMLElement;
    expect(within(history).getByText("Konter")).toBeTruthy();
    expect(within(history).getByText("Cabang Dago")).toBeTruthy();
    expect(await screen.findByText("Outlet: Cabang Dago")).toBeTruthy();
  });

  it("shows no outlet in a shop of one", async () => {
    shop([konter]);
    renderAt("/dashboard/service-masuk");
    fireEvent.click(await screen.findByRole("button", { name: "Detail SVC-12" }));
    expect(await screen.findByText("Tagihan")).toBeTruthy();
    expect(screen.queryByText(/Outlet:/)).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Pindah ke outlet" })).toBeNull();
  });
});
