import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Purchase } from "../api/purchases";
import { makeAccount, renderApp } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import MyOrdersPage from "./MyOrdersPage";

const page = <Route path="my-orders" element={<MyOrdersPage />} />;

const phone: Purchase = {
  id: 41,
  transaction_id_display: "TRX-20261122-000041",
  created_at: "2026-11-22T03:00:00Z",
  voided_at: null,
  total_amount: 2_050_000,
  items: [
    {
      product_name: "Redmi Note 13",
      quantity: 1,
      sale_price_at_sale: 2_000_000,
      warranty_name: "Garansi toko 7 hari",
      warranty_until: "2026-11-29",
    },
    { product_name: "Tempered Glass", quantity: 1, sale_price_at_sale: 50_000 },
  ],
};

function serve(purchases: Purchase[] | "down") {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return jsonResponse(makeAccount("Member"));
    if (url.pathname === "/api/me/orders") return jsonResponse({ items: [], total: 0 });
    if (url.pathname === "/api/me/purchases")
      return purchases === "down"
        ? jsonResponse({ title: "Error", status: 503, detail: "Server sedang sibuk." }, 503)
        : jsonResponse({ items: purchases, total: purchases.length });
  });
}

describe("/my-orders: what was rung up at the counter for the member", () => {
  it("lists each purchase with its total, its warranties and a link to its receipt", async () => {
    serve([
      phone,
      {
        ...phone,
        id: 40,
        transaction_id_display: "TRX-20261121-000040",
        voided_at: "2026-11-21T05:00:00Z",
        items: [],
      },
    ]);
    renderApp("/my-orders", page);
    const section = (await screen.findByRole("heading", { name: "Belanja di Toko" })).closest(
      "section",
    ) as HTMLElement;
    const rows = within(section).getAllByRole("row");
    expect(within(rows[1]).getByText("TRX-20261122-000041")).toBeTruthy();
    expect(within(rows[1]).getByText("Rp 2.050.000")).toBeTruthy();
    expect(
      within(rows[1])
        .getAllByTestId("purchase-warranty")
        .map((li) => li.textContent),
    ).toEqual(["Redmi Note 13: Garansi toko 7 hari s.d. 29 November 2026"]);
    expect(within(rows[1]).getByRole("link", { name: "Lihat Struk" }).getAttribute("href")).toBe(
      "/my-orders/purchases/41",
    );
    expect(within(rows[2]).getByText("Batal")).toBeTruthy();
    expect(within(rows[2]).queryByTestId("purchase-warranty")).toBeNull();
  });

  it("shows no section to a member without purchases at the counter", async () => {
    const fetchMock = serve([]);
    renderApp("/my-orders", page);
    expect(await screen.findByText("Anda belum memiliki pesanan.")).toBeTruthy();
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain("/api/me/purchases?page=1&per_page=20"),
    );
    expect(screen.queryByRole("heading", { name: "Belanja di Toko" })).toBeNull();
  });

  it("says so when the purchases cannot be loaded", async () => {
    serve("down");
    renderApp("/my-orders", page);
    expect(
      await screen.findByText("Gagal memuat belanja di toko: Server sedang sibuk."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
