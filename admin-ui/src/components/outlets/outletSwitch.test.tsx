import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import type { Role, Session } from "../../interfaces";

warmUp(() => import("../../pages/profile"));

const outlet = (id: number, name: string) => ({ id, name });
const konter = outlet(1, "Konter");
const dago = outlet(2, "Cabang Dago");
const buah = outlet(3, "Cabang Buah Batu");

function at(role: Role, outletID: number | null, outletIDs: number[]): Session {
  const s = session(role);
  return { ...s, outlet_id: outletID, profile: { ...s.profile, outlet_ids: outletIDs } };
}

function shop(me: Session, outlets: { id: number; name: string }[]) {
  return mockFetch({
    "GET /api/auth/me": () => json(me),
    "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
    "GET /api/reminders": () => json({ total: 0 }),
    "PUT /api/auth/outlet": (call) =>
      json({ ...me, outlet_id: (call.body as { outlet_id: number }).outlet_id || null }),
  });
}

beforeEach(() => resetSessionCache());

describe("the header's outlet", () => {
  it("is not shown in a shop with one outlet", async () => {
    const { calls } = shop(at("Admin", 1, [1]), [konter]);
    renderAt("/profile");
    await screen.findByRole("button", { name: /Menu pengguna/ });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/outlets"))).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Outlet" })).toBeNull();
    expect(screen.queryByText("Konter", { selector: ".ant-select-selection-item" })).toBeNull();
  });

  it("names the Kasir's outlet and switches among their own", async () => {
    const { calls } = shop(at("Kasir", 2, [1, 2]), [konter, dago, buah]);
    renderAt("/profile");
    const select = await screen.findByRole("combobox", { name: "Outlet" });
    expect(
      await screen.findByText("Cabang Dago", { selector: ".ant-select-selection-item" }),
    ).toBeTruthy();
    fireEvent.mouseDown(select);
    expect(await screen.findByRole("option", { name: "Konter" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "Cabang Buah Batu" })).toBeNull();
    expect(screen.queryByRole("option", { name: "Semua outlet" })).toBeNull();
    fireEvent.click(screen.getByText("Konter", { selector: ".ant-select-item-option-content" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ outlet_id: 1 }),
    );
  });

  it("asks a Kasir of several outlets where they work before anything else", async () => {
    shop(at("Kasir", null, [1, 2]), [konter, dago]);
    renderAt("/profile");
    expect(await screen.findByText("Pilih outlet tempat Anda bekerja")).toBeTruthy();
  });

  it("lets the Admin look at all outlets", async () => {
    shop(at("Admin", null, [1]), [konter, dago]);
    renderAt("/profile");
    expect(
      await screen.findByText("Semua outlet", { selector: ".ant-select-selection-item" }),
    ).toBeTruthy();
    expect(screen.queryByText("Pilih outlet tempat Anda bekerja")).toBeNull();
  });
});
