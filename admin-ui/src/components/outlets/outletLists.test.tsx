import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, query } from "../../test/fetchMock";
import { location, renderAt, session, warmUp } from "../../test/app";

warmUp(
  () => import("../../pages/shifts"),
  () => import("../../pages/goodsreceipts"),
  () => import("../../pages/stockcounts"),
);

const konter = { id: 1, name: "Konter" };
const depok = { id: 2, name: "Cabang Depok" };

/** A list of a chain's documents: its address, its API, and one document of it at Cabang Depok. */
const lists = [
  {
    name: "Daftar Shift",
    path: "/dashboard/transaction/shifts",
    api: "/api/shifts",
    shown: "Kasir Depok",
    item: {
      id: 4,
      outlet_id: 2,
      kasir_name: "Kasir Depok",
      status: "closed",
      opened_at: "2026-11-22T01:00:00Z",
      closed_at: "2026-11-22T09:00:00Z",
      opening_cash: 100000,
      expected_cash: 100000,
      counted_cash: 100000,
      difference: 0,
    },
  },
  {
    name: "Penerimaan Barang",
    path: "/dashboard/data/goods-receipts",
    api: "/api/goods-receipts",
    shown: "PB-20261122-000001",
    item: {
      id: 1,
      outlet_id: 2,
      number: "PB-20261122-000001",
      supplier_id: 3,
      supplier_name: "PT Distributor HP",
      invoice_number: "",
      received_on: "2026-11-22",
      total: 50000,
      paid: 0,
      created_at: "2026-11-22T03:00:00Z",
      user_id: 1,
      lines: [],
    },
  },
  {
    name: "Stock Opname",
    path: "/dashboard/data/stock-opname",
    api: "/api/stock-counts",
    shown: "SO-20261122-000001",
    item: {
      id: 1,
      outlet_id: 2,
      number: "SO-20261122-000001",
      status: "open",
      categories: [],
      started_at: "2026-11-22T03:00:00Z",
      started_by_name: "Admin",
      note: "",
    },
  },
];

function shop(outlets: { id: number; name: string }[], list: (typeof lists)[number]) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin")),
    "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
    "GET /api/reminders": () => json({ total: 0 }),
    "GET /api/goods-receipts/per-supplier": () => json({ items: [] }),
    [`GET ${list.api}`]: () => json({ items: [list.item], total: 1 }),
  });
}

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe.each(lists)("$name of a chain", (list) => {
  it("offers no outlet and no outlet column in a shop of one", async () => {
    const { calls } = shop([konter], list);
    renderAt(list.path);
    await screen.findByText(list.shown);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/outlets"))).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Outlet yang dibaca" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Outlet" })).toBeNull();
    const sent = calls.filter((c) => c.url.startsWith(list.api + "?") || c.url === list.api);
    expect(sent.every((c) => !("outlet_id" in query(c.url)))).toBe(true);
  });

  it("names each one's outlet and reads the outlet chosen, kept in the address", async () => {
    const { calls } = shop([konter, depok], list);
    renderAt(list.path);
    expect(await screen.findByRole("columnheader", { name: "Outlet" })).toBeTruthy();
    const row = (await screen.findByText(list.shown)).closest("tr")!;
    expect(within(row).getByText("Cabang Depok")).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Outlet yang dibaca" }));
    fireEvent.click(
      await screen.findByText("Cabang Depok", { selector: ".ant-select-item-option-content" }),
    );
    await waitFor(() => {
      const last = calls.filter((c) => c.url.split("?")[0] === list.api).at(-1)!;
      expect(query(last.url)).toMatchObject({ outlet_id: "2" });
    });
    await waitFor(() => expect(location()).toMatch(/[?&]outlet=2(&|$)/));
  });
});
