import { fireEvent, screen, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Order, OrderDetail } from "../api/types";
import { makeAccount, renderApp } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import MyOrdersPage from "./MyOrdersPage";

const page = <Route path="my-orders" element={<MyOrdersPage />} />;

function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    order_number: `ORD-20261122-${String(id).padStart(6, "0")}`,
    member_id: 7,
    total_amount: 319000,
    status: "Pending",
    created_at: "2026-11-22T03:00:00Z",
    sale_id: null,
    outlet_id: 1,
    ...overrides,
  };
}

const detail: OrderDetail = {
  ...makeOrder(2),
  outlet: null,
  items: [
    {
      id: 1,
      order_id: 2,
      product_id: 5,
      quantity: 2,
      price_at_order: 35000,
      product_name: "Kabel Data Type-C",
      product_image_url: null,
    },
    {
      id: 2,
      order_id: 2,
      product_id: 6,
      quantity: 1,
      price_at_order: 249000,
      product_name: "Charger 25W",
      product_image_url: "/files/product-images/c.jpg",
    },
  ],
};

function serve(orders: Order[], total = orders.length) {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return jsonResponse(makeAccount("Member"));
    if (url.pathname === "/api/me/orders") {
      const pageNo = Number(url.searchParams.get("page") ?? 1);
      return jsonResponse({ items: pageNo === 1 ? orders : [makeOrder(100)], total });
    }
    if (url.pathname === "/api/me/orders/2") return jsonResponse(detail);
    if (url.pathname === "/api/me/purchases") return jsonResponse({ items: [], total: 0 });
  });
}

describe("/my-orders", () => {
  it("says 'Anda belum memiliki pesanan.' without orders", async () => {
    serve([]);
    renderApp("/my-orders", page);
    expect(screen.getByRole("heading", { name: "Daftar Pesanan Saya" })).toBeTruthy();
    expect(await screen.findByText("Anda belum memiliki pesanan.")).toBeTruthy();
  });

  it("lists number, date, total and status under the spec's columns", async () => {
    serve([makeOrder(2, { status: "Processed", total_amount: 1250000 }), makeOrder(1)]);
    renderApp("/my-orders", page);
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["No. Pesanan", "Tanggal", "Total", "Status", "Aksi"]);
    const first = within(table).getAllByRole("row")[1];
    expect(within(first).getByText("ORD-20261122-000002")).toBeTruthy();
    expect(within(first).getByText("22 November 2026")).toBeTruthy();
    expect(within(first).getByText("Rp 1.250.000")).toBeTruthy();
    expect(within(first).getByText("Processed")).toBeTruthy();
  });

  it("opens 'Lihat Detail' with each line's image or placeholder, quantity × price and line total", async () => {
    serve([makeOrder(2)]);
    renderApp("/my-orders", page);
    fireEvent.click(await screen.findByRole("button", { name: "Lihat Detail" }));
    const dialog = screen.getByRole("dialog", { name: "Detail pesanan" });
    expect(await within(dialog).findByText("Kabel Data Type-C")).toBeTruthy();
    expect(within(dialog).getByText("2 x Rp 35.000")).toBeTruthy();
    expect(within(dialog).getByText("Rp 70.000")).toBeTruthy();
    expect(within(dialog).getByText("No Image")).toBeTruthy();
    expect(within(dialog).getByAltText("Charger 25W").getAttribute("src")).toBe(
      "/files/product-images/c.jpg",
    );
    expect(within(dialog).getByText("Rp 319.000")).toBeTruthy();
  });

  it("loads further orders a page at a time", async () => {
    const fetchMock = serve([makeOrder(2), makeOrder(1)], 21);
    renderApp("/my-orders", page);
    fireEvent.click(await screen.findByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await screen.findByText("ORD-20261122-000100")).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((p) => p.startsWith("/api/me/orders"))).toEqual([
      "/api/me/orders?page=1&per_page=20",
      "/api/me/orders?page=2&per_page=20",
    ]);
  });

  it("says where to collect the order in a shop of several outlets", async () => {
    const place = { id: 2, name: "Cabang Dago", address: "Jl. Dago No. 12", phone: "022-2501234" };
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return jsonResponse(makeAccount("Member"));
      if (url.pathname === "/api/me/orders")
        return jsonResponse({ items: [makeOrder(2)], total: 1 });
      if (url.pathname === "/api/me/orders/2") return jsonResponse({ ...detail, outlet: place });
    });
    renderApp("/my-orders", page);
    fireEvent.click(await screen.findByRole("button", { name: "Lihat Detail" }));
    const dialog = screen.getByRole("dialog", { name: "Detail pesanan" });
    expect(await within(dialog).findByText("Cabang Dago")).toBeTruthy();
    expect(within(dialog).getByText("Ambil di")).toBeTruthy();
    expect(within(dialog).getByText("Jl. Dago No. 12")).toBeTruthy();
    expect(within(dialog).getByText("Telp. 022-2501234")).toBeTruthy();
  });

  it("names no outlet in a shop of one", async () => {
    serve([makeOrder(2)]);
    renderApp("/my-orders", page);
    fireEvent.click(await screen.findByRole("button", { name: "Lihat Detail" }));
    const dialog = screen.getByRole("dialog", { name: "Detail pesanan" });
    expect(await within(dialog).findByText("Kabel Data Type-C")).toBeTruthy();
    expect(within(dialog).queryByText("Ambil di")).toBeNull();
  });
});
