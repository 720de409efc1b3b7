import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { FakeEventSource } from "../../test/fakeEventSource";
import { screenWidth } from "../../test/screenWidth";
import type { SalesReport } from "../reports/types";
import type { Sale, SaleItem } from "../sales/types";
import type { SaleReturn } from "./types";

warmUp(() => import("../reports/sales"));

const sale: Sale & { items: SaleItem[] } = {
  id: 2,
  created_at: "2026-11-22T07:40:00Z",
  transaction_id_display: "TRX-20261122-000002",
  customer_id: null,
  customer_name_cache: null,
  customer_type: "umum",
  subtotal: 3000000,
  discount: 0,
  total_amount: 3000000,
  paid_amount: 3000000,
  change_amount: 0,
  remaining_amount: 0,
  payment_method: "tunai",
  kasir_id: 1,
  kasir_name: "Hendra",
  voided_at: null,
  void_reason: null,
  voided_by: null,
  void_refund: 0,
  returned_amount: 0,
  all_returned: false,
  items: [
    {
      id: 5,
      transaction_id: 2,
      product_id: 12,
      product_name: "Vivo Y17s",
      quantity: 2,
      buy_price_at_sale: 1200000,
      sale_price_at_sale: 1500000,
    },
  ],
};

const report = (rows: Sale[]): SalesReport => ({
  period: { from: "2026-10-24", to: "2026-11-22" },
  summary: {
    count: 1,
    items_sold: 2,
    subtotal: 3000000,
    discount: 0,
    total: 3000000,
    cost: 2400000,
    profit: 600000,
    remaining: 0,
    returns: 0,
  },
  per_method: [],
  installments_per_method: [],
  top_products: [],
  rows: { total: rows.length, items: rows },
});

const returned: SaleReturn = {
  id: 1,
  return_id_display: "RTR-20261122-000001",
  transaction_id: 2,
  transaction_id_display: "TRX-20261122-000002",
  customer_name: null,
  reason: "Mati total",
  refund_method: "transfer",
  value_amount: 1500000,
  debt_reduced: 0,
  refund_amount: 1500000,
  credit_left: 0,
  admin_name: "Dewi Lestari",
  created_at: "2026-11-22T09:00:00Z",
  items: [
    {
      sale_item_id: 5,
      product_id: 12,
      product_name: "Vivo Y17s",
      quantity: 1,
      sale_price_at_sale: 1500000,
    },
  ],
};

function serve(rows: Sale[], extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin")),
    "GET /api/reminders": () =>
      json({
        today: "2026-11-22",
        total: 0,
        installment_days: 30,
        installments: { count: 0, items: [] },
        repairs: { count: 0, items: [] },
        low_stock: { count: 0, items: [] },
      }),
    "GET /api/reports/sales": () => json(report(rows)),
    "GET /api/settings": () => json({}),
    ...extra,
  });
}

const row = async () => (await screen.findByText("TRX-20261122-000002")).closest("tr")!;

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe("voids and returns on the sales report", () => {
  it("voids a sale with the Admin's reason, and asks for one first", async () => {
    const { calls } = serve([sale], {
      "POST /api/sales/2/void": () =>
        json({ ...sale, voided_at: "2026-11-22T09:00:00Z", void_reason: "Transaksi dobel" }),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Batalkan" }));
    const dialog = await findDialog("Batalkan TRX-20261122-000002");
    fireEvent.click(within(dialog).getByRole("button", { name: "Batalkan Transaksi" }));
    expect(await within(dialog).findByText("Alasan wajib diisi.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Alasan"), {
      target: { value: "Transaksi dobel" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Batalkan Transaksi" }));
    await waitFor(() => expect(toastTexts()).toContain("Transaksi berhasil dibatalkan."));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ reason: "Transaksi dobel" });
  });

  it("returns one of two phones and prints the return receipt", async () => {
    const { calls } = serve([sale], {
      "GET /api/sales/2/returns": () => json([]),
      "POST /api/sales/2/returns": () => json(returned, 201),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    const quantity = await within(dialog).findByLabelText("Jumlah retur Vivo Y17s");
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Mati total" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    expect(await within(dialog).findByText("Isi jumlah barang yang diretur.")).toBeTruthy();
    fireEvent.change(quantity, { target: { value: "1" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Transfer Bank"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    const receipt = await findDialog("Struk Retur RTR-20261122-000001");
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      items: [{ sale_item_id: 5, quantity: 1 }],
      reason: "Mati total",
      refund_method: "transfer",
    });
    expect(within(receipt).getAllByText("STRUK RETUR").length).toBeGreaterThan(0);
    expect(within(receipt).getAllByTestId("return-refund")[0].textContent).toMatch(
      /Dikembalikan \(Transfer Bank\).*Rp\s1\.500\.000/,
    );
  });

  it("takes a phone back by its IMEI", async () => {
    const withUnits: Sale = {
      ...sale,
      items: [
        {
          ...sale.items[0],
          units: [
            { id: 31, imei: "490154203237518", imei2: null, serial: null },
            { id: 32, imei: "356938035643809", imei2: null, serial: null },
          ],
        },
      ],
    };
    const { calls } = serve([sale], {
      "GET /api/sales/2": () => json(withUnits),
      "GET /api/sales/2/returns": () => json([]),
      "POST /api/sales/2/returns": () => json(returned, 201),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    fireEvent.click(await within(dialog).findByLabelText("356938035643809"));
    expect(within(dialog).queryByLabelText("Jumlah retur Vivo Y17s")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Mati total" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    await findDialog("Struk Retur RTR-20261122-000001");
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      items: [{ sale_item_id: 5, quantity: 1, unit_ids: [32] }],
    });
  });

  it("ticks an IMEI clicked the moment the units show", async () => {
    let answer: (sale: Sale) => void = () => {};
    const receipt = new Promise<Sale>((resolve) => (answer = resolve));
    serve([sale], {
      "GET /api/sales/2": async () => json(await receipt),
      "GET /api/sales/2/returns": () => json([]),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    // A browser may click the box as soon as it is drawn, before React has run the effects of
    // that render: the observer clicks it then, as a quick hand (or Playwright) may.
    let clicked: HTMLInputElement | null = null;
    const observer = new MutationObserver(() => {
      const box = within(dialog).queryByLabelText<HTMLInputElement>("356938035643809");
      if (!box || clicked) return;
      clicked = box;
      fireEvent.click(box);
    });
    observer.observe(dialog, { childList: true, subtree: true });
    const units = [{ id: 32, imei: "356938035643809", imei2: null, serial: null }];
    answer({ ...sale, items: [{ ...sale.items[0], units }] });
    await waitFor(() => expect(clicked).not.toBeNull());
    observer.disconnect();
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>("356938035643809").checked).toBe(true),
    );
  });

  /** Takes one of the two phones back on the sales report and waits for the return's receipt. */
  async function returnOne() {
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    fireEvent.change(await within(dialog).findByLabelText("Jumlah retur Vivo Y17s"), {
      target: { value: "1" },
    });
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Mati total" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    return findDialog("Struk Retur RTR-20261122-000001");
  }

  it("keeps the return receipt open when the screen turns to the phone's columns", async () => {
    const { resize } = screenWidth(1366);
    serve([sale], {
      "GET /api/sales/2/returns": () => json([]),
      "POST /api/sales/2/returns": () => json(returned, 201),
    });
    renderAt("/dashboard/reports/sales");
    await returnOne();
    resize(390);
    await screen.findByRole("columnheader", { name: "Transaksi" });
    expect(await findDialog("Struk Retur RTR-20261122-000001")).toBeTruthy();
  });

  it("keeps the return receipt open when the list refetched no longer holds the sale", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    let rows: Sale[] = [sale];
    serve([], {
      "GET /api/reports/sales": () => json(report(rows)),
      "GET /api/sales/2/returns": () => json([]),
      "POST /api/sales/2/returns": () => json(returned, 201),
    });
    renderAt("/dashboard/reports/sales");
    await returnOne();
    // Newer sales at the other outlet pushed it to the next page.
    rows = [];
    act(() =>
      FakeEventSource.instances
        .at(-1)!
        .change({ resource: "sales_transactions", action: "created" }),
    );
    await waitFor(() => expect(document.querySelector("tr[data-row-key='2']")).toBeNull());
    expect(await findDialog("Struk Retur RTR-20261122-000001")).toBeTruthy();
  });

  it("shows the lines once it knows the sale's units, so nothing typed before is lost", async () => {
    let answer: (sale: Sale) => void = () => {};
    const receipt = new Promise<Sale>((resolve) => (answer = resolve));
    serve([sale], {
      "GET /api/sales/2": async () => json(await receipt),
      "GET /api/sales/2/returns": () => json([]),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    expect(within(dialog).queryByLabelText("Jumlah retur Vivo Y17s")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Simpan Retur" })).toHaveProperty(
      "disabled",
      true,
    );
    const units = [{ id: 31, imei: "490154203237518", imei2: null, serial: null }];
    answer({ ...sale, items: [{ ...sale.items[0], units }] });
    expect(await within(dialog).findByLabelText("490154203237518")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Jumlah retur Vivo Y17s")).toBeNull();
  });

  it("keeps the refund as credit for an exchange, and the receipt says how to spend it", async () => {
    const { calls } = serve([sale], {
      "GET /api/sales/2/returns": () => json([]),
      "POST /api/sales/2/returns": () =>
        json({ ...returned, refund_method: "tukar", credit_left: 1500000 }, 201),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    fireEvent.change(await within(dialog).findByLabelText("Jumlah retur Vivo Y17s"), {
      target: { value: "1" },
    });
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Ganti tipe" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Tukar Barang (kredit belanja)"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    const receipt = await findDialog("Struk Retur RTR-20261122-000001");
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ refund_method: "tukar" });
    expect(within(receipt).getAllByTestId("return-credit")[0].textContent).toMatch(
      /Kredit tukar barang: Rp\s1\.500\.000.*Tukar Barang dan nomor RTR-20261122-000001/,
    );
  });

  it("shows the server's refusal", async () => {
    serve([sale], {
      "GET /api/sales/2/returns": () => json([returned]),
      "POST /api/sales/2/returns": () =>
        problem(422, "Jumlah retur melebihi jumlah yang dibeli dan belum diretur."),
    });
    renderAt("/dashboard/reports/sales");
    fireEvent.click(within(await row()).getByRole("button", { name: "Retur" }));
    const dialog = await findDialog("Retur TRX-20261122-000002");
    await within(dialog).findByText(/bisa diretur 1/);
    fireEvent.change(within(dialog).getByLabelText("Jumlah retur Vivo Y17s"), {
      target: { value: "1" },
    });
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Rusak" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Retur" }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Jumlah retur melebihi jumlah yang dibeli dan belum diretur."),
    );
  });

  it("marks a voided sale Batal and offers nothing more on it", async () => {
    serve([{ ...sale, voided_at: "2026-11-22T09:00:00Z", void_reason: "Transaksi dobel" }]);
    renderAt("/dashboard/reports/sales");
    const tr = await row();
    expect(tr.textContent).toContain("Batal");
    expect(within(tr).queryByRole("button", { name: "Batalkan" })).toBeNull();
    expect(within(tr).queryByRole("button", { name: "Retur" })).toBeNull();
  });

  it("offers nothing more on a sale whose goods all came back", async () => {
    serve([{ ...sale, returned_amount: sale.total_amount, all_returned: true }]);
    renderAt("/dashboard/reports/sales");
    const tr = await row();
    expect(within(tr).queryByRole("button", { name: "Batalkan" })).toBeNull();
    expect(within(tr).queryByRole("button", { name: "Retur" })).toBeNull();
  });
});
