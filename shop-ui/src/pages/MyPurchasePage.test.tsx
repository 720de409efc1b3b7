import { screen, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { SharedSale } from "../api/receipts";
import { makeAccount, renderApp } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import MyPurchasePage, { PURCHASE_GONE_HINT } from "./MyPurchasePage";

const page = <Route path="/my-orders/purchases/:id" element={<MyPurchasePage />} />;

const sale: SharedSale = {
  transaction_id_display: "TRX-20261122-000041",
  created_at: "2026-11-22T03:00:00Z",
  customer_name_cache: "Budi Santoso",
  customer_type: "umum",
  subtotal: 2_000_000,
  discount: 0,
  total_amount: 2_000_000,
  paid_amount: 2_000_000,
  change_amount: 0,
  remaining_amount: 0,
  items: [
    {
      product_name: "Redmi Note 13",
      quantity: 1,
      sale_price_at_sale: 2_000_000,
      units: [{ imei: "490154203237518", imei2: null, serial: null }],
      warranty_name: "Garansi toko 7 hari",
      warranty_until: "2026-11-29",
    },
  ],
  payments: [
    {
      method: "tunai",
      amount: 2_000_000,
      change_amount: 0,
      reference: null,
      created_at: "2026-11-22T03:00:00Z",
    },
  ],
  voided_at: null,
  void_reason: null,
  void_refund: 0,
};

function serve(answer: () => Response) {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return jsonResponse(makeAccount("Member"));
    if (url.pathname.startsWith("/api/me/purchases/")) return answer();
  });
}

describe("/my-orders/purchases/{id}", () => {
  it("shows the purchase's receipt as the paper prints it, with its IMEI and warranty", async () => {
    const fetchMock = serve(() => jsonResponse(sale));
    renderApp("/my-orders/purchases/41", page);
    expect(await screen.findByRole("heading", { level: 1, name: "Struk Belanja" })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain("/api/me/purchases/41");
    const paper = screen.getAllByTestId("receipt-total")[0].closest(".receipt") as HTMLElement;
    expect(within(paper).getByText("STRUK PENJUALAN")).toBeTruthy();
    expect(within(paper).getByTestId("receipt-unit").textContent).toBe("IMEI 490154203237518");
    expect(within(paper).getByTestId("receipt-warranty").textContent).toBe(
      "Garansi toko 7 hari s.d. 29/11/2026",
    );
    expect(screen.getByRole("link", { name: "Kembali ke Pesanan Saya" }).getAttribute("href")).toBe(
      "/my-orders",
    );
  });

  it("says another member's purchase is not there, and leads back to the member's list", async () => {
    serve(() =>
      jsonResponse({ title: "Not Found", status: 404, detail: "Pembelian tidak ditemukan." }, 404),
    );
    renderApp("/my-orders/purchases/42", page);
    expect(await screen.findByRole("heading", { name: "Struk tidak ditemukan" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Pembelian tidak ditemukan.");
    expect(screen.getByText(PURCHASE_GONE_HINT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Pesanan Saya" })).toBeTruthy();
    expect(screen.queryByTestId("receipt-total")).toBeNull();
  });
});
