import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, query } from "../../test/fetchMock";
import { resources } from "../../resources";
import { location, renderAt, session, warmUp } from "../../test/app";
import { serviceEntry } from "./fixtures";

warmUp(
  () => import("./mine"),
  () => import("../errors/Forbidden"),
);

beforeEach(() => {
  resetSessionCache();
});

const mine = serviceEntry({ id: 31, technician_id: 5, technician_name: "Yoga Pratama" });

function serveTeknisi() {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Teknisi", 5)),
    "GET /api/service-entries": () => json({ items: [mine], total: 1 }),
    "GET /api/service-entries/31": () => json({ entry: mine, bill: null, parts_used: [] }),
    "GET /api/service-entries/31/assignments": () =>
      json([
        {
          id: 1,
          service_entry_id: 31,
          technician_id: 5,
          assigned_by: 1,
          assigned_at: "2026-11-22T03:20:00Z",
          technician_name: "Yoga Pratama",
          assigned_by_name: "Hendra Gunawan",
        },
      ]),
    "GET /api/service-entries/31/moves": () => json([]),
    "GET /api/outlets": () => json({ items: [], total: 0 }),
    "GET /api/technicians": () =>
      json([
        { id: 9, full_name: "Dimas Saputra", role: "Kasir" },
        { id: 5, full_name: "Yoga Pratama", role: "Teknisi" },
      ]),
    "PUT /api/service-entries/31/technician": () =>
      json({ ...mine, technician_id: 9, technician_name: "Dimas Saputra" }),
  });
}

describe("Teknisi", () => {
  it("lands on Servis Saya with their repairs, and the menu shows only the bench", async () => {
    const { calls } = serveTeknisi();
    renderAt("/dashboard", resources);
    await waitFor(() => expect(location()).toBe("/dashboard/servis-saya"));
    expect(await screen.findByText("Samsung Galaxy A52")).toBeTruthy();
    const list = calls.find((c) => c.url.startsWith("/api/service-entries?"));
    expect(query(list!.url)).toMatchObject({
      technician_id: "5",
      status: "Pending,Proses,Selesai",
    });
    const [menu] = await screen.findAllByRole("menu");
    expect(await within(menu).findByRole("link", { name: /Servis Saya/ })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: /Service Masuk/ })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: /Kasir Penjualan/ })).toBeNull();
    expect(within(menu).queryByRole("link", { name: /Stok Barang/ })).toBeNull();
    expect(within(menu).queryByRole("link", { name: /^Dashboard/ })).toBeNull();
    expect(within(menu).queryByText("Laporan")).toBeNull();
  });

  it("gets the 403 view at the cashier, without asking for its data", async () => {
    const { calls } = serveTeknisi();
    renderAt("/dashboard/transaction/sales");
    expect(await screen.findByText("Halaman ini bukan untuk Teknisi.")).toBeTruthy();
    expect(
      calls.some((c) => c.url.startsWith("/api/products") || c.url.startsWith("/api/shifts")),
    ).toBe(false);
  });

  it("reassigns a repair from its detail and sees the history of assignments", async () => {
    const { calls } = serveTeknisi();
    renderAt("/dashboard/servis-saya");
    fireEvent.click(await screen.findByRole("button", { name: /Detail SVC-31/ }));
    expect(await screen.findByText("Teknisi: Yoga Pratama")).toBeTruthy();
    expect(await screen.findByText("Hendra Gunawan")).toBeTruthy();
    expect(screen.queryByText("Proses di Kasir")).toBeNull();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Tugaskan ke teknisi" }));
    fireEvent.click(await screen.findByText("Dimas Saputra (Kasir)"));
    fireEvent.click(screen.getByRole("button", { name: /Tugaskan/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ technician_id: 9 }),
    );
  });
});
