import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { stockReasonLabel } from "../../lib/stockReasons";
import { STOCK_REASON_CODES } from "@konter/ui-kit";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(() => import("./list"));

const charger = {
  id: 1,
  name: "Charger Type-C 20W",
  category: "Aksesoris",
  description: "",
  stock: 12,
  buy_price: 60000,
  retail_price: 85000,
  reseller_price: 75000,
  barcode: "2001234567893",
  supplier_id: 4,
  supplier_name: "CV Sumber Rejeki",
  entry_date: "2025-03-01",
  image_url: null,
  low_stock_threshold: 5,
  created_at: "2025-03-01T00:00:00Z",
};

const USED = "Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus.";

function stockPage(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/products": () => json({ items: [charger], total: 1 }),
    "GET /api/suppliers": () => json({ items: [{ id: 4, name: "CV Sumber Rejeki" }], total: 1 }),
    "GET /api/suppliers/4": () => json({ id: 4, name: "CV Sumber Rejeki" }),
    ...extra,
  });
}

describe("stock page", () => {
  it("shows the columns of the spec with supplier and entry date", async () => {
    stockPage();
    renderAt("/dashboard/stock");
    const row = (await screen.findByText("Charger Type-C 20W")).closest("tr")!;
    for (const text of [
      "2001234567893",
      "Aksesoris",
      "CV Sumber Rejeki",
      "1 Mar 2025",
      "12",
      "Rp 85.000",
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    for (const header of [
      "Nama Barang",
      "Kategori",
      "Supplier",
      "Tgl. Masuk",
      "Stok",
      "Harga Ecer",
      "Aksi",
    ]) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
  });

  it("shows each outlet's stock under the total in a shop of several outlets, none in a shop of one", async () => {
    stockPage({
      "GET /api/products": () =>
        json({
          items: [
            {
              ...charger,
              stock_by_outlet: [
                { outlet_id: 1, outlet_name: "Konter", quantity: 12 },
                { outlet_id: 2, outlet_name: "Cabang Dago", quantity: 0 },
              ],
            },
            { ...charger, id: 2, name: "Kabel Data", barcode: "KD" },
          ],
          total: 2,
        }),
    });
    renderAt("/dashboard/stock");
    const row = (await screen.findByText("Charger Type-C 20W")).closest("tr")!;
    const held = within(row).getByLabelText("Stok per outlet Charger Type-C 20W");
    expect(held.textContent).toBe("Konter: 12Cabang Dago: 0");
    expect(within(row).getByText("12")).toBeTruthy();
    expect(screen.queryByLabelText("Stok per outlet Kabel Data")).toBeNull();
  });

  it("adds stock: an item and a quantity above 0 are required", async () => {
    const { calls } = stockPage({
      "POST /api/products/1/stock": () => json({ ...charger, stock: 17 }),
    });
    renderAt("/dashboard/stock");
    await screen.findByText("Charger Type-C 20W");
    fireEvent.click(screen.getByRole("button", { name: /Tambah Stok/ }));
    const dialog = await findDialog("Tambah Stok");

    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText("Pilih barang dan masukkan jumlah yang valid."),
      ).toHaveLength(2),
    );

    fireEvent.mouseDown(within(dialog).getByLabelText("Barang"));
    fireEvent.click(await screen.findByTitle("Charger Type-C 20W (stok 12)"));
    fireEvent.change(within(dialog).getByLabelText("Jumlah Masuk"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText("Pilih barang dan masukkan jumlah yang valid."),
      ).toHaveLength(1),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Jumlah Masuk"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() => expect(toastTexts()).toContain("Stok berhasil diperbarui!"));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/products/1/stock",
      body: { delta: 5, entry_date: dayjs().format("YYYY-MM-DD") },
    });
  });

  it("receives a phone tracked by unit by scanning its IMEIs, a burst losing none", async () => {
    const phone = { ...charger, id: 2, name: "Redmi 13", stock: 0, tracked: true };
    const { calls } = stockPage({
      "GET /api/products": () => json({ items: [charger, phone], total: 2 }),
      "GET /api/products/2": () => json(phone),
      "POST /api/products/2/stock": () => json({ ...phone, stock: 3 }),
    });
    renderAt("/dashboard/stock");
    await screen.findByText("Redmi 13");
    fireEvent.click(screen.getByRole("button", { name: /Tambah Stok/ }));
    const dialog = await findDialog("Tambah Stok");
    fireEvent.mouseDown(within(dialog).getByLabelText("Barang"));
    fireEvent.click(await screen.findByTitle("Redmi 13 (stok 0)"));
    const box = await within(dialog).findByPlaceholderText(/Pindai atau ketik IMEI/);
    expect(within(dialog).queryByLabelText("Jumlah Masuk")).toBeNull();
    // A scanner types each number and Enter faster than React renders.
    for (const n of ["490154203237518", "356938035643809", "SN-PRN-01", "490154203237518"]) {
      fireEvent.change(box, { target: { value: n } });
      fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    }
    expect(await within(dialog).findByText("3 unit")).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toContain("490154203237518 sudah ada di daftar."));
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() => expect(toastTexts()).toContain("Stok berhasil diperbarui!"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      units: [{ imei: "490154203237518" }, { imei: "356938035643809" }, { serial: "SN-PRN-01" }],
      entry_date: dayjs().format("YYYY-MM-DD"),
    });
  });

  it("edits an item from its row and saves the whole product, its stock untouched", async () => {
    const { calls } = stockPage({
      "GET /api/categories": () => json({ items: ["Aksesoris"], total: 1 }),
      "PUT /api/products/1": (call) => json({ ...charger, ...(call.body as object) }),
    });
    renderAt("/dashboard/stock");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Charger Type-C 20W" }));
    const dialog = await findDialog("Edit Barang");
    const retail = () => within(dialog).getByLabelText("Harga Ecer") as HTMLInputElement;
    await waitFor(() => expect(retail().value).toBe("85.000"));
    expect((within(dialog).getByLabelText("Nama Barang") as HTMLInputElement).value).toBe(
      "Charger Type-C 20W",
    );

    fireEvent.focus(retail());
    fireEvent.change(retail(), { target: { value: "89.500" } });
    fireEvent.blur(retail());
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(toastTexts()).toContain("Data produk berhasil diperbarui!"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Charger Type-C 20W",
      category: "Aksesoris",
      description: "",
      buy_price: 60000,
      retail_price: 89500,
      reseller_price: 75000,
      barcode: "2001234567893",
      supplier_id: 4,
      entry_date: "2025-03-01",
      low_stock_threshold: 5,
    });
    // The dialog starts from the row: no extra request for the product.
    expect(calls.some((c) => c.method === "GET" && c.url === "/api/products/1")).toBe(false);
  });

  it("sends a changed stock as a correction of the stock it showed, not as a new count", async () => {
    const { calls } = stockPage({
      "GET /api/categories": () => json({ items: ["Aksesoris"], total: 1 }),
      "PUT /api/products/1": () => json({ ...charger, stock: 10 }),
    });
    renderAt("/dashboard/stock");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Charger Type-C 20W" }));
    const dialog = await findDialog("Edit Barang");
    const stock = () => within(dialog).getByLabelText("Stok") as HTMLInputElement;
    await waitFor(() => expect(stock().value).toBe("12"));
    fireEvent.change(stock(), { target: { value: "10" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(toastTexts()).toContain("Data produk berhasil diperbarui!"));
    const body = calls.find((c) => c.method === "PUT")?.body as Record<string, unknown>;
    expect(body.stock_correction).toBe(-2);
    expect(body).not.toHaveProperty("stock");
  });

  it("shows the stock history in Indonesian with signed changes", async () => {
    stockPage({
      "GET /api/products/1/movements": () =>
        json({
          items: [
            {
              id: 3,
              product_id: 1,
              delta: -2,
              stock_after: 12,
              reason: "sale",
              reference: "TRX-1700000000",
              user_id: 2,
              user_name: "Rina",
              created_at: "2025-03-03T09:30:00Z",
            },
            {
              id: 2,
              product_id: 1,
              delta: 4,
              stock_after: 14,
              reason: "restock",
              reference: "",
              user_id: 1,
              user_name: "Hendra",
              created_at: "2025-03-02T08:00:00Z",
            },
            {
              id: 1,
              product_id: 1,
              delta: 10,
              stock_after: 10,
              reason: "initial",
              reference: "",
              user_id: null,
              user_name: null,
              created_at: "2025-03-01T08:00:00Z",
            },
          ],
          total: 3,
        }),
    });
    renderAt("/dashboard/stock");
    fireEvent.click(await screen.findByRole("button", { name: "Riwayat Stok Charger Type-C 20W" }));
    const drawer = (await screen.findByText("Riwayat Stok — Charger Type-C 20W")).closest(
      ".ant-drawer",
    )! as HTMLElement;
    await within(drawer).findByText("Penjualan");
    const text = [...drawer.querySelectorAll("tr.ant-table-row")].map((r) => r.textContent);
    expect(text[0]).toContain("Penjualan");
    expect(text[0]).toContain("TRX-1700000000");
    expect(text[0]).toContain("-2");
    expect(text[1]).toContain("Barang masuk");
    expect(text[1]).toContain("+4");
    expect(text[2]).toContain("Stok awal");
    expect(text[2]).toContain("+10");
  });

  it("deletes after the browser's confirm; a product used in transactions stays, with the server's words", async () => {
    let used = true;
    stockPage({
      "DELETE /api/products/1": () =>
        used ? problem(409, USED) : new Response(null, { status: 204 }),
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderAt("/dashboard/stock");
    const hapus = await screen.findByRole("button", { name: "Hapus Charger Type-C 20W" });

    fireEvent.click(hapus);
    await waitFor(() => expect(toastTexts()).toEqual([USED]));

    used = false;
    fireEvent.click(hapus);
    await waitFor(() => expect(toastTexts()).toContain("Produk berhasil dihapus!"));
  });
});

describe("stock reasons", () => {
  it("names every reason the server's ledger records in Indonesian, each its own way", () => {
    const labels = STOCK_REASON_CODES.map(stockReasonLabel);
    for (const [i, code] of STOCK_REASON_CODES.entries()) expect(labels[i]).not.toBe(code);
    expect(new Set(labels).size).toBe(STOCK_REASON_CODES.length);
    expect(stockReasonLabel("transfer-in")).toBe("Mutasi masuk");
  });
});
