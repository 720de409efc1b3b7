import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { findDialog, location, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { product } from "../../test/fixtures";
import type { GoodsReceipt } from "./types";

warmUp(() => import("./list"));

const phone = product({
  id: 7,
  name: "Redmi Note 13",
  tracked: true,
  stock: 0,
  buy_price: 2000000,
});
const glass = product({});

const received: GoodsReceipt = {
  id: 1,
  number: "PB-20261124-000001",
  supplier_id: 3,
  supplier_name: "PT Distributor HP",
  outlet_id: 1,
  invoice_number: "DHP-77",
  received_on: "2026-11-24",
  total: 4250000,
  paid: 1000000,
  created_at: "2026-11-24T03:00:00Z",
  user_id: 1,
  lines: [
    {
      id: 1,
      receipt_id: 1,
      product_id: 7,
      product_name: "Redmi Note 13",
      quantity: 2,
      buy_price: 2100000,
    },
    {
      id: 2,
      receipt_id: 1,
      product_id: 32,
      product_name: "Tempered Glass Samsung A15",
      quantity: 10,
      buy_price: 5000,
    },
  ],
};

function serve(role: "Admin" | "Kasir", extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/reminders": () =>
      json({
        today: "2026-11-24",
        total: 0,
        installment_days: 30,
        installments: { count: 0, items: [] },
        repairs: { count: 0, items: [] },
        low_stock: { count: 0, items: [] },
      }),
    "GET /api/goods-receipts": () => json({ items: [received], total: 1 }),
    "GET /api/goods-receipts/per-supplier": () =>
      json({
        items: [
          {
            supplier_id: 3,
            supplier_name: "PT Distributor HP",
            receipts: 1,
            total: 4250000,
            paid: 1000000,
            owed: 3250000,
          },
        ],
      }),
    "GET /api/suppliers": () =>
      json({
        items: [{ id: 3, name: "PT Distributor HP", phone: null, address: null, created_at: "" }],
        total: 1,
      }),
    "GET /api/products": () => json({ items: [phone, glass], total: 2 }),
    ...extra,
  });
}

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe("goods received from suppliers", () => {
  it("lists the receipts with their goods and what is owed, and the debt per supplier for the Admin", async () => {
    serve("Admin");
    renderAt("/dashboard/data/goods-receipts");
    const row = (await screen.findByText("PB-20261124-000001")).closest("tr")!;
    expect(row.textContent).toMatch(
      /PT Distributor HP.*DHP-77.*2× Redmi Note 13, 10× Tempered Glass/,
    );
    expect(row.textContent).toMatch(/Rp\s3\.250\.000/);
    expect((await screen.findByTestId("owed-supplier")).textContent).toMatch(/Rp\s3\.250\.000/);
    expect(screen.getByRole("link", { name: /Unduh Excel/ })).toBeTruthy();
  });

  it("opens at the address it had before it was named for goods receipts", async () => {
    serve("Admin");
    renderAt("/dashboard/data/purchases");
    await screen.findByText("PB-20261124-000001");
    expect(location()).toBe("/dashboard/data/goods-receipts");
  });

  it("receives phones by scanning their IMEIs and glass by quantity", async () => {
    const { calls } = serve("Kasir", {
      "POST /api/goods-receipts": () => json(received, 201),
    });
    renderAt("/dashboard/data/goods-receipts");
    // A Kasir receives goods but sees neither the debt nor the download.
    await screen.findByText("PB-20261124-000001");
    expect(screen.queryByRole("link", { name: /Unduh Excel/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Terima Barang/ }));
    const dialog = await findDialog("Terima Barang dari Supplier");
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Penerimaan" }));
    await waitFor(() => expect(toastTexts()).toContain("Pilih supplier barang."));

    fireEvent.mouseDown(within(dialog).getByLabelText("Supplier"));
    fireEvent.click(await screen.findByTitle("PT Distributor HP"));
    fireEvent.change(within(dialog).getByLabelText("No. Faktur"), { target: { value: "DHP-77" } });
    fireEvent.mouseDown(within(dialog).getByLabelText("Tambah barang"));
    fireEvent.click(await screen.findByTitle("Redmi Note 13"));
    const scanner = await within(dialog).findByLabelText("IMEI / nomor seri Redmi Note 13");
    // The third phone's label was misread: refused at the scan, named, and not listed.
    for (const imei of ["490154203237518", "356938035643809", "490154203237519"]) {
      fireEvent.change(scanner, { target: { value: imei } });
      fireEvent.keyDown(scanner, { key: "Enter", code: "Enter" });
    }
    await waitFor(() => expect(toastTexts()).toContain("IMEI 490154203237519 tidak valid."));
    expect(within(dialog).queryByText(/490154203237519/)).toBeNull();
    fireEvent.mouseDown(within(dialog).getByLabelText("Tambah barang"));
    fireEvent.click(await screen.findByTitle("Tempered Glass Samsung A15"));
    fireEvent.change(await within(dialog).findByLabelText("Jumlah Tempered Glass Samsung A15"), {
      target: { value: "10" },
    });
    fireEvent.change(within(dialog).getByLabelText("Harga beli Tempered Glass Samsung A15"), {
      target: { value: "5000" },
    });
    expect(within(dialog).getByTestId("receive-total").textContent).toMatch(/Rp\s4\.050\.000/);
    // Paid in cash, it comes out of the cashier's drawer.
    fireEvent.click(within(dialog).getByLabelText("Tunai dari laci"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Penerimaan" }));
    await waitFor(() =>
      expect(toastTexts().some((t) => t.startsWith("Penerimaan barang berhasil disimpan."))).toBe(
        true,
      ),
    );
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toMatchObject({
      supplier_id: 3,
      invoice_number: "DHP-77",
      paid: 0,
      method: "tunai",
      lines: [
        {
          product_id: 7,
          buy_price: 2000000,
          units: [{ imei: "490154203237518" }, { imei: "356938035643809" }],
        },
        { product_id: 32, buy_price: 5000, quantity: 10 },
      ],
    });
  });
});
