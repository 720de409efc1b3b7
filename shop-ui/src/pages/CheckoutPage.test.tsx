import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Product } from "../api/types";
import { CART_STORAGE_KEY, cart } from "../lib/cartStore";
import { makeAccount, renderApp } from "../test/auth";
import { jsonResponse, makeProduct, mockFetch } from "../test/http";
import CheckoutPage, { NO_PICKUP_OUTLET } from "./CheckoutPage";

const page = <Route path="checkout" element={<CheckoutPage />} />;
const charger = makeProduct({ id: 1, name: "Charger 25W", retail_price: 249000, stock: 5 });
const cable = makeProduct({ id: 2, name: "Kabel Data", retail_price: 35000, stock: 10 });

const placed = {
  id: 41,
  order_number: "ORD-20261122-000041",
  member_id: 7,
  total_amount: 533000,
  status: "Pending",
  created_at: "2026-11-22T03:00:00Z",
  items: [],
};

interface Sent {
  body: unknown;
  key: string | null;
}

/** A member's server; `answers` are the replies to successive POST /api/orders. */
function serve(answers: Array<() => Response>, catalogue: Product[] = [charger, cable]) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    if (url.pathname === "/api/auth/me")
      return jsonResponse(makeAccount("Member", { full_name: "Budi Santoso" }));
    const product = url.pathname.match(/^\/api\/products\/(\d+)$/);
    if (product) {
      const found = catalogue.find((p) => p.id === Number(product[1]));
      return found
        ? jsonResponse(found)
        : jsonResponse({ status: 404, detail: "Produk tidak ditemukan." }, 404);
    }
    if (url.pathname === "/api/orders" && init?.method === "POST") {
      sent.push({
        body: JSON.parse(String(init.body)),
        key: new Headers(init.headers).get("Idempotency-Key"),
      });
      return answers[sent.length - 1]();
    }
  });
  return sent;
}

function fillCart() {
  act(() => {
    cart.add(charger);
    cart.add(charger);
    cart.add(cable);
  });
}

describe("/checkout", () => {
  it("shows 'Keranjang Anda kosong.' with a link to the shop when the cart is empty", async () => {
    serve([]);
    renderApp("/checkout", page);
    expect(await screen.findByText("Keranjang Anda kosong.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mulai Belanja" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(screen.queryByRole("button", { name: "Buat Pesanan" })).toBeNull();
  });

  it("summarises the order and the pickup, with the pay-in-store note", async () => {
    serve([]);
    fillCart();
    renderApp("/checkout", page);
    expect(await screen.findByText("2 × Rp 249.000")).toBeTruthy();
    expect(screen.getByText("Rp 498.000")).toBeTruthy();
    expect(screen.getByText("1 × Rp 35.000")).toBeTruthy();
    expect(screen.getByText("Rp 533.000")).toBeTruthy();
    expect(await screen.findByText("Budi Santoso")).toBeTruthy();
    expect(screen.getByText("member@konter.test")).toBeTruthy();
    expect(screen.getByText(/Pembayaran dilakukan langsung di toko/)).toBeTruthy();
  });

  it("shows the current price from the server, and drops products that are gone", async () => {
    serve([], [{ ...charger, retail_price: 259000 }]);
    fillCart();
    renderApp("/checkout", page);
    expect(await screen.findByText("2 × Rp 259.000")).toBeTruthy();
    expect(screen.queryByText("Kabel Data")).toBeNull();
    expect(screen.getByText("Produk yang sudah tidak dijual dihapus dari keranjang.")).toBeTruthy();
  });

  it("places the order with an Idempotency-Key, empties the cart and shows what happens next", async () => {
    const sent = serve([() => jsonResponse(placed, 201)]);
    fillCart();
    renderApp("/checkout", page);
    fireEvent.click(await screen.findByRole("button", { name: "Buat Pesanan" }));
    expect(screen.getByRole("button", { name: "Memproses..." })).toHaveProperty("disabled", true);
    expect(await screen.findByText("Pesanan Berhasil Dibuat!")).toBeTruthy();
    expect(screen.getByText("Pesanan Anda berhasil dibuat!")).toBeTruthy();
    expect(screen.getByText("ORD-20261122-000041")).toBeTruthy();
    expect(
      screen.getByText(/datang ke toko untuk melakukan pembayaran dan mengambil pesanan/),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lanjut Belanja" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(screen.getByRole("link", { name: "Lihat Profil" }).getAttribute("href")).toBe(
      "/member-profile",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    expect(sent[0].key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("keeps the cart when the server refuses, and retries the same cart with the same key", async () => {
    const sent = serve([
      () => jsonResponse({ status: 409, detail: "Stok Charger 25W hanya tersisa 1." }, 409),
      () => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      () => jsonResponse(placed, 200),
    ]);
    fillCart();
    renderApp("/checkout", page);
    fireEvent.click(await screen.findByRole("button", { name: "Buat Pesanan" }));
    expect(
      await screen.findByText("Gagal membuat pesanan: Stok Charger 25W hanya tersisa 1."),
    ).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(
      await screen.findByText(/Gagal membuat pesanan: Terjadi kesalahan pada server/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText("Pesanan Berhasil Dibuat!")).toBeTruthy();
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it("keeps one key per attempt under StrictMode, which recomputes memoised values", async () => {
    const made = vi.spyOn(crypto, "randomUUID");
    const sent = serve([
      () => jsonResponse({ status: 409, detail: "Stok Charger 25W hanya tersisa 1." }, 409),
      () => jsonResponse(placed, 201),
    ]);
    fillCart();
    renderApp("/checkout", page, { reactStrictMode: true });
    fireEvent.click(await screen.findByRole("button", { name: "Buat Pesanan" }));
    await screen.findByText(/Gagal membuat pesanan/);
    fireEvent.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await screen.findByText("Pesanan Berhasil Dibuat!");
    expect(made).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.key)).toEqual([
      made.mock.results[0].value,
      made.mock.results[0].value,
    ]);
  });

  it("makes a new key when the cart changes", async () => {
    const sent = serve([
      () => jsonResponse({ status: 409, detail: "Stok Charger 25W hanya tersisa 1." }, 409),
      () => jsonResponse(placed, 201),
    ]);
    fillCart();
    renderApp("/checkout", page);
    fireEvent.click(await screen.findByRole("button", { name: "Buat Pesanan" }));
    await screen.findByText(/Gagal membuat pesanan/);
    act(() => cart.setQuantity(1, 1));
    fireEvent.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    await screen.findByText("Pesanan Berhasil Dibuat!");
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0].key).not.toBe(sent[1].key);
  });

  it("in a shop of several outlets offers the outlets holding the whole cart and sends the one chosen", async () => {
    const konter = { id: 1, name: "Konter" };
    const dago = { id: 2, name: "Cabang Dago" };
    const place = { id: 2, name: "Cabang Dago", address: "Jl. Dago No. 12", phone: "022-2501234" };
    const sent = serve(
      [() => jsonResponse({ ...placed, outlet_id: 2, outlet: place }, 201)],
      [
        { ...charger, available_at: [konter, dago] },
        { ...cable, available_at: [konter, dago] },
      ],
    );
    fillCart();
    renderApp("/checkout", page);
    const select = await screen.findByRole("combobox", { name: "Ambil di outlet" });
    expect(
      Array.from((select as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(["Konter", "Cabang Dago"]);
    fireEvent.change(select, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Buat Pesanan" }));
    expect(await screen.findByText("Pesanan Berhasil Dibuat!")).toBeTruthy();
    expect(sent[0].body).toEqual({
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
      outlet_id: 2,
    });
    expect(screen.getByText("Ambil di")).toBeTruthy();
    expect(screen.getByText("Jl. Dago No. 12")).toBeTruthy();
    expect(screen.getByText("Telp. 022-2501234")).toBeTruthy();
  });

  it("offers only outlets holding every product, and none when no outlet holds them all", async () => {
    serve(
      [],
      [
        { ...charger, available_at: [{ id: 1, name: "Konter" }] },
        { ...cable, available_at: [{ id: 2, name: "Cabang Dago" }] },
      ],
    );
    fillCart();
    renderApp("/checkout", page);
    expect(await screen.findByText(NO_PICKUP_OUTLET)).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Ambil di outlet" })).toBeNull();
    expect(screen.getByRole("button", { name: "Buat Pesanan" })).toHaveProperty("disabled", true);
  });
});
