import { fireEvent, screen, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SharedReceipt, SharedSale } from "../api/receipts";
import { notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import ReceiptPage, { RECEIPT_GONE_HINT } from "./ReceiptPage";

const page = <Route path="/struk/:token" element={<ReceiptPage />} />;
const TOKEN = "Zx8_q2LmN4pR7sT1uV3wYa";

const sale: SharedSale = {
  transaction_id_display: "TRX-20261128-000004",
  created_at: "2026-11-28T03:15:00Z",
  customer_name_cache: "Budi Santoso",
  customer_type: "umum",
  subtotal: 1_650_000,
  discount: 50_000,
  total_amount: 1_600_000,
  paid_amount: 2_000_000,
  change_amount: 400_000,
  remaining_amount: 0,
  items: [
    {
      product_name: "Redmi Note 13",
      quantity: 1,
      sale_price_at_sale: 1_650_000,
      units: [{ imei: "490154203237518", imei2: null, serial: null }],
      warranty_name: "Garansi toko 7 hari",
      warranty_until: "2026-12-05",
    },
  ],
  payments: [
    {
      method: "tunai",
      amount: 2_000_000,
      change_amount: 400_000,
      reference: null,
      created_at: "2026-11-28T03:15:00Z",
    },
  ],
  voided_at: null,
  void_reason: null,
  void_refund: 0,
};

function serve(answer: () => Response) {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return notSignedIn();
    if (url.pathname.startsWith("/api/receipts/")) return answer();
  });
}

describe("/struk/{token}", () => {
  it("shows the sale's receipt as the paper prints it, without the cashier", async () => {
    const fetchMock = serve(() => jsonResponse({ kind: "sale", sale }));
    renderApp(`/struk/${TOKEN}`, page);
    expect(await screen.findByRole("heading", { level: 1, name: "Struk Belanja" })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain(`/api/receipts/${TOKEN}`);
    const paper = screen.getAllByTestId("receipt-total")[0].closest(".receipt") as HTMLElement;
    const text = (id: string) => within(paper).getByTestId(id).textContent;
    expect(text("receipt-number")).toContain("TRX-20261128-000004");
    expect(text("receipt-date")).toContain("28/11/26 10:15");
    expect(text("receipt-customer")).toContain("Budi Santoso");
    expect(text("receipt-total")).toMatch(/Total\s*Rp\s1\.600\.000/);
    expect(text("receipt-unit")).toBe("IMEI 490154203237518");
    expect(within(paper).queryByTestId("receipt-kasir")).toBeNull();
    expect(within(paper).getByText("STRUK PENJUALAN")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unduh" })).toBeTruthy();
  });

  it("prints the receipt alone", async () => {
    serve(() => jsonResponse({ kind: "sale", sale }));
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderApp(`/struk/${TOKEN}`, page);
    fireEvent.click(await screen.findByRole("button", { name: "Cetak" }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.documentElement.classList.contains("receipt-printing")).toBe(true);
    expect(document.querySelector(".receipt-print [data-testid=receipt-total]")).toBeTruthy();
  });

  it("says a wrong, expired or revoked link leads nowhere, in Indonesian", async () => {
    serve(() =>
      jsonResponse(
        {
          title: "Not Found",
          status: 404,
          detail: "Struk tidak ditemukan. Periksa kembali tautannya.",
        },
        404,
      ),
    );
    renderApp(`/struk/${TOKEN}`, page);
    expect(await screen.findByRole("heading", { name: "Struk tidak ditemukan" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Struk tidak ditemukan. Periksa kembali tautannya.",
    );
    expect(screen.getByText(RECEIPT_GONE_HINT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
    expect(screen.queryByTestId("receipt-total")).toBeNull();
  });

  it("offers to try again when the server could not answer", async () => {
    let answers = 0;
    serve(() =>
      ++answers === 1
        ? jsonResponse({ title: "Error", status: 503, detail: "Server sedang sibuk." }, 503)
        : jsonResponse({ kind: "sale", sale }),
    );
    renderApp(`/struk/${TOKEN}`, page);
    expect(await screen.findByRole("heading", { name: "Gagal memuat struk" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Struk Belanja" })).toBeTruthy();
  });

  it("shows a repair bill's receipt: the device, the fee, the parts, without the technician", async () => {
    const service: SharedReceipt = {
      kind: "service_bill",
      service: {
        entry: {
          id: 12,
          date: "2026-11-27T02:00:00Z",
          customer_name: "Sari",
          customer_phone: "081234567890",
          category: "Handphone",
          device_type: "Samsung A10",
          damage_type: "LCD pecah",
          description: "Layar retak",
          status: "Selesai",
          service_info: null,
          imei: null,
          accessories: null,
          condition: null,
          warranty_repair: false,
        },
        bill: {
          voided_at: null,
          void_reason: null,
          void_refund: 0,
          service_fee: 100_000,
          total_parts_cost: 450_000,
          total_amount: 550_000,
          paid_amount: 600_000,
          change_amount: 50_000,
          remaining_amount: 0,
          parts: [{ product_name: "LCD Samsung A10", quantity: 1, sale_price: 450_000 }],
          payments: [],
        },
      },
    };
    serve(() => jsonResponse(service));
    renderApp(`/struk/${TOKEN}`, page);
    expect(await screen.findByRole("heading", { level: 1, name: "Struk Servis" })).toBeTruthy();
    const paper = screen.getAllByTestId("receipt-total")[0].closest(".receipt") as HTMLElement;
    expect(within(paper).getByText("STRUK SERVICE")).toBeTruthy();
    expect(within(paper).getByTestId("receipt-number").textContent).toContain("SVC-12");
    expect(within(paper).getByTestId("receipt-fee").textContent).toMatch(/Rp\s100\.000/);
    expect(within(paper).getByText("LCD Samsung A10")).toBeTruthy();
    expect(within(paper).queryByTestId("receipt-kasir")).toBeNull();
    expect(within(paper).queryByText("LEMBAR KERJA TEKNISI")).toBeNull();
  });

  it("shows an instalment payment's receipt with what remained after it", async () => {
    serve(() =>
      jsonResponse({
        kind: "installment_payment",
        installment_payment: {
          transaction_id_display: "TRX-20261120-000002",
          customer_name_cache: "Sari",
          created_at: "2026-11-28T03:15:00Z",
          amount: 30_000,
          payments: [
            {
              method: "tunai",
              amount: 30_000,
              change_amount: 0,
              reference: null,
              created_at: "2026-11-28T03:15:00Z",
            },
          ],
          remaining_amount: 70_000,
        },
      } satisfies SharedReceipt),
    );
    renderApp(`/struk/${TOKEN}`, page);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bukti Pembayaran Cicilan" }),
    ).toBeTruthy();
    const paper = screen.getAllByTestId("receipt-paid")[0].closest(".receipt") as HTMLElement;
    expect(within(paper).getByText("BUKTI PEMBAYARAN CICILAN")).toBeTruthy();
    expect(within(paper).getByTestId("receipt-paid").textContent).toMatch(/Rp\s30\.000/);
    expect(within(paper).getByTestId("receipt-remaining").textContent).toMatch(/Rp\s70\.000/);
    expect(within(paper).queryByTestId("receipt-paid-off")).toBeNull();
  });
});
