import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { SaleReceipt, shopInfo, type ReceiptSale } from "@konter/ui-kit";
import { PAPER_STORAGE_KEY, loadPaper, pageRule, savePaper } from "./paper";
import { APP_NAME } from "../Logo";
import type { Sale, SaleItem } from "../../pages/sales/types";

const PAID_AT = { created_at: "2026-11-22T16:30:00Z", reference: null };
const sale: Sale & { items: SaleItem[] } = {
  id: 7,
  created_at: "2026-11-22T16:30:00Z", // 23:30 in Jakarta, still the 22nd
  transaction_id_display: "TRX-20261122-000007",
  customer_id: 3,
  customer_name_cache: "Agus Wijaya",
  customer_type: "reseller",
  subtotal: 5500000,
  discount: 50000,
  total_amount: 5450000,
  paid_amount: 2000000,
  change_amount: 0,
  remaining_amount: 3450000,
  payment_method: "cicilan",
  kasir_id: 2,
  kasir_name: "Rina Marlina",
  payments: [{ method: "tunai", amount: 2000000, change_amount: 0, ...PAID_AT }],
  returned_amount: 0,
  all_returned: false,
  void_reason: null,
  void_refund: 0,
  voided_at: null,
  voided_by: null,
  items: [
    {
      id: 11,
      transaction_id: 7,
      product_id: 2,
      product_name: "Samsung Galaxy A55 5G 8/256GB",
      quantity: 1,
      buy_price_at_sale: 5400000,
      sale_price_at_sale: 5750000,
    },
    {
      id: 12,
      transaction_id: 7,
      product_id: 29,
      product_name: "Kabel Data Lightning 1 m",
      quantity: 2,
      buy_price_at_sale: 30000,
      sale_price_at_sale: 50000,
    },
  ],
};

describe("paper", () => {
  it("remembers the last paper, 80 mm by default", () => {
    expect(loadPaper()).toBe("80mm");
    savePaper("58mm");
    expect(window.localStorage.getItem(PAPER_STORAGE_KEY)).toBe("58mm");
    expect(loadPaper()).toBe("58mm");
    window.localStorage.setItem(PAPER_STORAGE_KEY, "letter");
    expect(loadPaper()).toBe("80mm");
  });

  it("gives a thermal page the receipt's length and A4 its own size", () => {
    expect(pageRule("58mm", 378)).toBe("@page { size: 58mm 105mm; margin: 0; }");
    expect(pageRule("80mm")).toBe("@page { size: 80mm 297mm; margin: 0; }");
    expect(pageRule("a4", 5000)).toBe("@page { size: A4 portrait; margin: 12mm; }");
  });
});

describe("sales receipt", () => {
  it("prints the server's numbers, the customer, the remainder and the no-returns note", async () => {
    // jsdom has no canvas to measure the digits under the bars with: give it one that answers.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      font: "",
      measureText: () => ({ width: 120 }),
    } as unknown as CanvasRenderingContext2D);
    render(
      <SaleReceipt
        sale={sale}
        shop={shopInfo(
          {
            appName: "Konter Maju Jaya",
            contactAddress: "Jl. Merdeka 1",
            contactPhone: "0812",
            logoUrl: "",
          },
          APP_NAME,
        )}
      />,
    );
    expect(screen.getByText("Konter Maju Jaya")).toBeTruthy();
    expect(screen.getByText("Jl. Merdeka 1")).toBeTruthy();
    expect(screen.getByText("Telp. 0812")).toBeTruthy();
    expect(screen.getByTestId("receipt-date").textContent).toContain("22/11/26 23:30");
    expect(screen.getByTestId("receipt-customer").textContent).toContain("Agus Wijaya");
    const lines = screen.getAllByTestId("receipt-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[1]).getByText("Kabel Data Lightning 1 m")).toBeTruthy();
    expect(within(lines[1]).getByText(/2 x Rp\s50\.000/)).toBeTruthy();
    expect(within(lines[1]).getByText(/Rp\s100\.000/)).toBeTruthy();
    expect(screen.getByTestId("receipt-subtotal").textContent).toMatch(/Rp\s5\.500\.000/);
    expect(screen.getByTestId("receipt-discount").textContent).toMatch(/-Rp\s50\.000/);
    expect(screen.getByTestId("receipt-total").textContent).toMatch(/Rp\s5\.450\.000/);
    // The down payment in cash, then what remains as an instalment.
    expect(screen.getByTestId("receipt-payment-tunai").textContent).toMatch(
      /^Tunai\s*Rp\s2\.000\.000$/,
    );
    expect(screen.queryByTestId("receipt-paid")).toBeNull();
    expect(document.body.textContent).not.toContain("Bayar (");
    expect(screen.getByTestId("receipt-remaining").textContent).toMatch(/Rp\s3\.450\.000/);
    expect(screen.queryByTestId("receipt-change")).toBeNull();
    expect(screen.getByText("Barang yang sudah dibeli tidak dapat dikembalikan.")).toBeTruthy();
    // Code 128 of the TRX number, drawn once the library has loaded.
    const barcode = screen.getByRole("img", { name: "Barcode TRX-20261122-000007" });
    await waitFor(() => expect(barcode.getAttribute("data-drawn")).toBe("true"));
    expect(barcode.querySelectorAll("rect").length).toBeGreaterThan(10);
  });

  it("prints how the money was paid: a debit card is no cash, cash and QRIS are two rows", () => {
    const paidInFull = {
      ...sale,
      customer_type: "umum" as const,
      remaining_amount: 0,
      payment_method: "tunai" as const,
    };
    const { unmount } = render(
      <SaleReceipt
        sale={{
          ...paidInFull,
          paid_amount: 5450000,
          payments: [
            {
              method: "debit",
              amount: 5450000,
              change_amount: 0,
              ...PAID_AT,
              reference: "EDC-118",
            },
          ],
        }}
        shop={shopInfo(undefined, APP_NAME)}
      />,
    );
    expect(screen.getByTestId("receipt-payment-debit").textContent).toMatch(
      /^Kartu Debit \(EDC-118\)\s*Rp\s5\.450\.000$/,
    );
    expect(screen.queryByText(/Tunai/)).toBeNull();
    expect(screen.queryByTestId("receipt-paid")).toBeNull();
    expect(screen.getByTestId("receipt-change").textContent).toMatch(/^Kembalian\s*Rp\s0$/);
    unmount();

    render(
      <SaleReceipt
        sale={{
          ...paidInFull,
          paid_amount: 5500000,
          change_amount: 50000,
          payments: [
            { method: "tunai", amount: 1500000, change_amount: 50000, ...PAID_AT },
            { method: "qris", amount: 4000000, change_amount: 0, ...PAID_AT },
          ],
        }}
        shop={shopInfo(undefined, APP_NAME)}
      />,
    );
    expect(screen.getByTestId("receipt-payment-tunai").textContent).toMatch(/Rp\s1\.500\.000/);
    expect(screen.getByTestId("receipt-payment-qris").textContent).toMatch(/Rp\s4\.000\.000/);
    expect(screen.getByTestId("receipt-paid").textContent).toMatch(
      /^Total Dibayar\s*Rp\s5\.500\.000$/,
    );
    expect(screen.getByTestId("receipt-change").textContent).toMatch(/Rp\s50\.000/);
  });

  it("shows 'Umum' without a customer, and no purchase price anywhere", () => {
    render(
      <SaleReceipt
        sale={{ ...sale, customer_id: null, customer_name_cache: null } as ReceiptSale}
        shop={shopInfo(undefined, APP_NAME)}
      />,
    );
    expect(screen.getByTestId("receipt-customer").textContent).toContain("Umum");
    expect(screen.getByText("Konter")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/5\.400\.000/);
  });

  it("prints each phone's IMEI and the shop's warranty with its last day", () => {
    const phone = {
      ...sale.items[0],
      units: [{ id: 4, imei: "490154203237518", imei2: "356938035643809", serial: null }],
      warranty_name: "Garansi toko 7 hari",
      warranty_until: "2026-11-29",
    };
    render(
      <SaleReceipt
        sale={{ ...sale, items: [phone, sale.items[1]] }}
        shop={shopInfo(undefined, APP_NAME)}
      />,
    );
    expect(screen.getByTestId("receipt-unit").textContent).toBe(
      "IMEI 490154203237518 / 356938035643809",
    );
    const warranties = screen.getAllByTestId("receipt-warranty");
    expect(warranties.map((w) => w.textContent)).toEqual(["Garansi toko 7 hari s.d. 29/11/2026"]);
  });
});
