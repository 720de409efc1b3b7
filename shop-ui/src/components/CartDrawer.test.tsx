import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "../lib/access";
import { CART_STORAGE_KEY, cart } from "../lib/cartStore";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, makeProduct, mockFetch } from "../test/http";
import { CartButton, checkoutPath } from "./CartDrawer";
import { ProductCard } from "./ProductCard";

const charger = makeProduct({
  id: 1,
  name: "Charger 25W",
  retail_price: 249000,
  stock: 2,
  image_url: "/files/product-images/c.jpg",
});
const cable = makeProduct({
  id: 2,
  name: "Kabel Data",
  retail_price: 35000,
  stock: 10,
  image_url: null,
});

function renderShop(role: Role | null = null) {
  mockFetch((url) => {
    if (url.pathname === "/api/auth/me")
      return role ? jsonResponse(makeAccount(role)) : notSignedIn();
  });
  renderApp(
    "/products",
    <Route
      path="products"
      element={
        <>
          <CartButton />
          <ProductCard product={charger} />
          <ProductCard product={cable} />
        </>
      }
    />,
  );
}

const addButtons = () => screen.getAllByRole("button", { name: "Tambah ke Keranjang" });
const badge = () => screen.queryByTestId("cart-count")?.textContent ?? null;
const drawer = () => screen.getByRole("dialog", { name: "Keranjang belanja" });

async function openCart() {
  fireEvent.click(screen.getByRole("button", { name: /^Keranjang belanja/ }));
  return drawer();
}

describe("the cart", () => {
  it("adds from a product card with '{name} ditambahkan ke keranjang!' and counts units on the badge", async () => {
    renderShop();
    expect(badge()).toBeNull();
    fireEvent.click(addButtons()[0]);
    expect(await screen.findByText("Charger 25W ditambahkan ke keranjang!")).toBeTruthy();
    fireEvent.click(addButtons()[0]);
    fireEvent.click(addButtons()[1]);
    expect(badge()).toBe("3");
    expect(screen.getByRole("button", { name: "Keranjang belanja, 3 barang" })).toBeTruthy();
  });

  it("refuses past the stock with 'Stok {name} tidak mencukupi.'", async () => {
    renderShop();
    for (let i = 0; i < 3; i++) fireEvent.click(addButtons()[0]);
    expect(await screen.findByText("Stok Charger 25W tidak mencukupi.")).toBeTruthy();
    expect(badge()).toBe("2");
  });

  it("keeps the cart in localStorage across reloads", () => {
    renderShop();
    fireEvent.click(addButtons()[1]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([
      { id: 2, quantity: 1 },
    ]);
    act(() => cart.reload());
    expect(badge()).toBe("1");
  });

  it("lists image or 'No Image', name, price, −/+ and the subtotal; + clamps at the stock", async () => {
    renderShop();
    fireEvent.click(addButtons()[0]);
    fireEvent.click(addButtons()[1]);
    const panel = await openCart();
    expect(within(panel).getByAltText("Charger 25W").getAttribute("src")).toBe(
      "/files/product-images/c.jpg",
    );
    expect(within(panel).getByText("No Image")).toBeTruthy();
    expect(within(panel).getByText("Subtotal")).toBeTruthy();
    expect(within(panel).getByText("Rp 284.000")).toBeTruthy();

    fireEvent.click(within(panel).getByRole("button", { name: "Tambah Charger 25W" }));
    expect(within(panel).getByRole("group", { name: "Jumlah Charger 25W" }).textContent).toBe("2");
    fireEvent.click(within(panel).getByRole("button", { name: "Tambah Charger 25W" }));
    expect(await screen.findByText("Stok Charger 25W hanya tersisa 2.")).toBeTruthy();
    expect(within(panel).getByRole("group", { name: "Jumlah Charger 25W" }).textContent).toBe("2");
    expect(within(panel).getByText("Rp 533.000")).toBeTruthy();
  });

  it("removes a line with minus at 1, with the remove button, and empties with Bersihkan Keranjang", async () => {
    renderShop();
    fireEvent.click(addButtons()[0]);
    fireEvent.click(addButtons()[1]);
    const panel = await openCart();
    fireEvent.click(within(panel).getByRole("button", { name: "Kurangi Kabel Data" }));
    expect(within(panel).queryByText("Kabel Data")).toBeNull();
    fireEvent.click(addButtons()[1]);
    fireEvent.click(within(panel).getByRole("button", { name: "Hapus Kabel Data" }));
    expect(within(panel).queryByText("Kabel Data")).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Bersihkan Keranjang" }));
    expect(within(panel).getByText("Keranjang Anda kosong.")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Lihat Produk" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(badge()).toBeNull();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("sends a visitor who checks out to the member sign-in, which returns to /checkout", async () => {
    renderShop(null);
    fireEvent.click(addButtons()[1]);
    const panel = await openCart();
    fireEvent.click(within(panel).getByRole("link", { name: "Checkout" }));
    await waitFor(() =>
      expect(screen.getByTestId("path").textContent).toBe("/member-login?next=%2Fcheckout"),
    );
  });

  it("sends a signed-in member to /checkout", async () => {
    renderShop("Member");
    fireEvent.click(addButtons()[1]);
    const panel = await openCart();
    await waitFor(() =>
      expect(within(panel).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe(
        "/checkout",
      ),
    );
  });
});

describe("checkoutPath", () => {
  it("is /checkout for a signed-in Member, otherwise the sign-in that returns there", () => {
    expect(checkoutPath(true, "Member")).toBe("/checkout");
    expect(checkoutPath(false, null)).toBe("/member-login?next=%2Fcheckout");
    expect(checkoutPath(true, "Kasir")).toBe("/member-login?next=%2Fcheckout");
    expect(checkoutPath(true, "Admin")).toBe("/member-login?next=%2Fcheckout");
  });
});
