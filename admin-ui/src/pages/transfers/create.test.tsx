import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import type { Role, Session } from "../../interfaces";

warmUp(() => import("./create"));

const outlets = [
  { id: 1, name: "Konter" },
  { id: 2, name: "Cabang Dago" },
  { id: 3, name: "Cabang Buah Batu" },
];

function signedIn(role: Role, outletIDs: number[]) {
  const s = session(role);
  const me: Session = {
    ...s,
    outlet_id: outletIDs[0],
    profile: { ...s.profile, outlet_ids: outletIDs },
  };
  mockFetch({
    "GET /api/auth/me": () => json(me),
    "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
    "GET /api/reminders": () => json({ total: 0 }),
  });
}

async function senders() {
  const select = await screen.findByRole("combobox", { name: "Dari outlet" });
  // The header's outlet switch names the session's outlet too: read the sender's own box.
  await waitFor(() => expect(select.closest(".ant-select")!.textContent).toContain("Konter"));
  fireEvent.mouseDown(select);
  await screen.findByRole("listbox");
  return [...document.querySelectorAll(".ant-select-item-option-content")].map(
    (o) => o.textContent,
  );
}

beforeEach(() => resetSessionCache());

describe("Kirim Mutasi's sending outlet", () => {
  it("offers a Kasir only the outlets they work at", async () => {
    signedIn("Kasir", [1, 2]);
    renderAt("/dashboard/stock/transfers/create");
    expect(await senders()).toEqual(["Konter", "Cabang Dago"]);
  });

  it("offers the Admin every outlet", async () => {
    signedIn("Admin", [1]);
    renderAt("/dashboard/stock/transfers/create");
    expect(await senders()).toEqual(["Konter", "Cabang Dago", "Cabang Buah Batu"]);
  });
});
