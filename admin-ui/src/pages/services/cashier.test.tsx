import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { findDialog, renderAt, toastTexts, warmUp } from "../../test/app";
import { json, mockFetch, problem, query, type Call } from "../../test/fetchMock";
import { product } from "../../test/fixtures";
import { serviceBill, serviceEntry, shopRoutes } from "./fixtures";

warmUp(() => import("./cashier"));

beforeEach(() => {
  resetSessionCache();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    font: "",
    measureText: () => ({ width: 120 }),
  } as unknown as CanvasRenderingContext2D);
});

/** The repair's spare part, 3 in stock. */
const lcd = product({
  id: 7,
  created_at: "",
  name: "LCD Samsung A52",
  category: "Sparepart",
  stock: 3,
  buy_price: 300000,
  retail_price: 450000,
  reseller_price: 400000,
  barcode: "2000000200017",
});
const battery = product({
  ...lcd,
  id: 8,
  name: "Baterai Samsung A52",
  stock: 1,
  retail_price: 120000,
  barcode: "2000000200024",
});
const entry = serviceEntry({ status: "Pending" });

function routes(extra: Record<string, (call: Call) => Response> = {}) {
  return {
    ...shopRoutes,
    "GET /api/service-entries": () => json({ items: [entry], total: 1 }),
    "GET /api/service-entries/12": () => json({ entry, bill: null }),
    "GET /api/products": (call: Call) => {
      const q = query(call.url).q ?? "";
      const items = [lcd, battery].filter(
        (p) => p.name.toLowerCase().includes(q.toLowerCase()) || p.barcode === q,
      );
      return json({ items, total: items.length });
    },
    "GET /api/products/7": () => json(lcd),
    ...extra,
  };
}

async function scan(code: string) {
  const box = await screen.findByLabelText("Cari barang atau scan barcode");
  await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter" });
}

function typeAmount(label: string | RegExp, digits: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });
}

describe("service cashier", () => {
  it("starts at Proses, then takes the picked entry's own status", async () => {
    mockFetch(routes());
    renderAt("/dashboard/transaction/service");
    const status = await screen.findByLabelText("Status");
    expect(status.closest(".ant-select")!.textContent).toContain("Proses");

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Pilih service" }));
    fireEvent.click(await screen.findByTitle("SVC-12 · Budi Santoso · Samsung Galaxy A52"));
    await screen.findByText("Layar retak setelah jatuh.");
    await waitFor(() => expect(status.closest(".ant-select")!.textContent).toContain("Pending"));
  });

  it("refuses to process without an entry, and without a fee or a part", async () => {
    const { calls } = mockFetch(routes());
    renderAt("/dashboard/transaction/service");
    fireEvent.click(await screen.findByRole("button", { name: /Proses Transaksi Service/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Harap pilih service yang sedang berjalan dari daftar."),
    );

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Pilih service" }));
    fireEvent.click(await screen.findByTitle("SVC-12 · Budi Santoso · Samsung Galaxy A52"));
    await screen.findByText("Layar retak setelah jatuh.");
    fireEvent.click(screen.getByRole("button", { name: /Proses Transaksi Service/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Harap masukkan biaya service atau tambahkan sparepart."),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("bills a warranty repair's parts at nothing and processes it without a fee", async () => {
    const warranty = serviceEntry({ status: "Pending", warranty_repair: true, unit_id: 9 });
    const { calls } = mockFetch(
      routes({
        "GET /api/service-entries": () => json({ items: [warranty], total: 1 }),
        "GET /api/service-entries/12": () => json({ entry: warranty, bill: null }),
        "POST /api/service-entries/12/payment": () => json({ entry: warranty, bill: null }, 200),
      }),
    );
    renderAt("/dashboard/transaction/service");
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Pilih service" }));
    fireEvent.click(await screen.findByTitle("SVC-12 · Budi Santoso · Samsung Galaxy A52"));
    expect((await screen.findByTestId("warranty-repair")).textContent).toContain(
      "Perbaikan garansi toko",
    );
    await scan("2000000200017");
    await screen.findByText("LCD Samsung A52");
    expect(screen.getByTestId("preview-parts").textContent).toMatch(/Rp\s0$/);
    expect(screen.getByText("Sparepart (garansi)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Proses Transaksi Service/ }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      service_fee: 0,
      parts: [{ product_id: 7, quantity: 1 }],
    });
  });

  it("processes a fee and scanned parts, then shows the server's bill on the receipt", async () => {
    const processed = serviceEntry({ status: "Proses" });
    const { calls } = mockFetch(
      routes({
        "POST /api/service-entries/12/payment": () =>
          json({
            entry: processed,
            bill: serviceBill({
              service_fee: 150000,
              total_parts_cost: 570000,
              total_amount: 720000,
              paid_amount: 500000,
              change_amount: 0,
              remaining_amount: 220000,
              payment_method: "cicilan",
              parts: [
                {
                  id: 1,
                  product_id: 7,
                  product_name: "LCD Samsung A52",
                  quantity: 1,
                  sale_price: 450000,
                  buy_price: 360000,
                  transaction_id: 5,
                },
                {
                  id: 2,
                  product_id: 8,
                  product_name: "Baterai Samsung A52",
                  quantity: 1,
                  sale_price: 120000,
                  buy_price: 96000,
                  transaction_id: 5,
                },
              ],
            }),
          }),
      }),
    );
    renderAt("/dashboard/transaction/service?entry=12");
    await screen.findByText("Layar retak setelah jatuh.");

    await scan(lcd.barcode);
    await scan(battery.barcode);
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(2));
    // Only one battery on the shelf: a second one is refused.
    await scan(battery.barcode);
    await waitFor(() =>
      expect(toastTexts()).toContain("Stok Baterai Samsung A52 tidak mencukupi."),
    );

    typeAmount("Biaya Service", "150a000");
    expect((screen.getByLabelText("Biaya Service") as HTMLInputElement).value).toBe("150.000");
    typeAmount(/^Jumlah Bayar/, "500000");
    expect(screen.getByTestId("preview-total").textContent).toMatch(/Rp\s720\.000/);
    expect(screen.getByTestId("preview-remaining").textContent).toMatch(/Rp\s220\.000/);
    expect(screen.getByText(/^Sisa Rp\s220\.000 dicatat sebagai cicilan SVC-12\.$/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /Proses Transaksi Service/ }));
    await waitFor(() => expect(toastTexts()).toContain("Transaksi service berhasil diproses!"));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      service_fee: 150000,
      parts: [
        { product_id: 7, quantity: 1 },
        { product_id: 8, quantity: 1 },
      ],
      paid_amount: 500000,
      status: "Pending",
    });
    // A retry after a lost answer carries the same key, so the repair is billed once.
    expect(post.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    const dialog = await findDialog("Struk Service SVC-12");
    const paper = within(dialog).getByTestId("receipt");
    expect(within(paper).getByTestId("receipt-fee").textContent).toMatch(/Rp\s150\.000/);
    expect(within(paper).getAllByTestId("receipt-line")).toHaveLength(2);
    expect(within(paper).getByTestId("receipt-total").textContent).toMatch(/Rp\s720\.000/);
    expect(within(paper).getByTestId("receipt-remaining").textContent).toMatch(/Rp\s220\.000/);
    expect(within(paper).getByTestId("receipt-status").textContent).toContain("Proses");

    fireEvent.click(within(dialog).getByRole("button", { name: /Transaksi Baru/ }));
    await waitFor(() => expect(screen.queryAllByTestId("cart-line")).toHaveLength(0));
    expect(screen.getByText("Belum ada sparepart.")).toBeTruthy();
  });

  it("brings back a processed entry's bill: its parts count as available again", async () => {
    const { calls } = mockFetch(
      routes({
        "GET /api/service-entries/12": () =>
          json({ entry: serviceEntry({ status: "Proses" }), bill: serviceBill() }),
        // The one LCD on the bill left the shelf empty.
        "GET /api/products/7": () => json({ ...lcd, stock: 0 }),
        "POST /api/service-entries/12/payment": () =>
          problem(409, "Stok LCD Samsung A52 tidak mencukupi."),
      }),
    );
    renderAt("/dashboard/transaction/service?entry=12");
    await screen.findByText(/^Sudah diproses sebelumnya: total Rp\s600\.000\.$/);
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(1));
    expect((screen.getByLabelText("Biaya Service") as HTMLInputElement).value).toBe("150.000");
    expect((screen.getByLabelText(/^Jumlah Bayar/) as HTMLInputElement).value).toBe("700.000");
    expect(screen.getByTestId("cart-line").textContent).toContain("stok 1");

    fireEvent.click(screen.getByRole("button", { name: /Proses Transaksi Service/ }));
    await waitFor(() => expect(toastTexts()).toContain("Stok LCD Samsung A52 tidak mencukupi."));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      parts: [{ product_id: 7, quantity: 1 }],
    });
    expect(screen.queryByText("Struk Service SVC-12")).toBeNull();
  });
});
