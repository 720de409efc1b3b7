import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Advertisement, Product } from "../api/types";
import { Toaster } from "../components/Toaster";
import { forgetCategories } from "../lib/categories";
import { fakeEvents } from "../test/events";
import { jsonResponse, makeProduct, mockFetch, requestedPaths } from "../test/http";
import ProductsPage from "./ProductsPage";

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/products"
          element={
            <>
              <ProductsPage />
              <CurrentUrl />
              <Toaster />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function serve(products: Product[], total = products.length, ads: Advertisement[] = []) {
  return mockFetch((url) => {
    if (url.pathname === "/api/ads" && url.searchParams.get("placement") === "products_page_banner")
      return jsonResponse({ items: ads, total: ads.length });
    if (url.pathname === "/api/products/categories")
      return jsonResponse({ items: ["Aksesoris", "HP", "Sparepart"], total: 3 });
    if (url.pathname === "/api/products") return jsonResponse({ items: products, total });
  });
}

const productRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith("/api/products?"));

beforeEach(() => forgetCategories());

describe("/products", () => {
  it("lists products under 'Produk Kami' with the count", async () => {
    serve([makeProduct({ name: "Kabel Type-C" }), makeProduct({ name: "Headset JBL" })]);
    renderAt("/products");
    expect(screen.getByRole("heading", { name: "Produk Kami" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Kabel Type-C" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Headset JBL" })).toBeTruthy();
    expect(screen.getByText("2 produk")).toBeTruthy();
  });

  it("shows the products_page_banner ad instead of the 'Produk Kami' heading", async () => {
    const banner: Advertisement = {
      id: 4,
      image_url: "/files/product-images/advertisements/4.png",
      alt_text: "Diskon aksesoris 20%",
      link_url: "/products?category=Aksesoris",
      placement: "products_page_banner",
      is_active: true,
      sort_order: 0,
      created_at: "2026-11-01T03:00:00Z",
    };
    serve([makeProduct()], 1, [banner]);
    renderAt("/products");
    const image = await screen.findByRole("img", { name: "Diskon aksesoris 20%" });
    expect(image.closest("a")?.getAttribute("href")).toBe("/products?category=Aksesoris");
    // Still the page's heading for screen readers, but the banner takes its place on screen.
    expect(screen.getByRole("heading", { level: 1, name: "Produk Kami" }).className).toBe(
      "sr-only",
    );
  });

  it("applies the filters in the URL to the request and to the controls", async () => {
    const fetchMock = serve([makeProduct()]);
    renderAt("/products?q=case&category=Aksesoris&sort=-retail_price");
    await screen.findByText("1 produk");
    expect(productRequests(fetchMock)).toEqual([
      "/api/products?q=case&category=Aksesoris&sort=-retail_price&page=1&per_page=20",
    ]);
    expect(
      (screen.getByPlaceholderText("Cari nama produk atau barcode...") as HTMLInputElement).value,
    ).toBe("case");
    await waitFor(() =>
      expect((screen.getByLabelText("Kategori") as HTMLSelectElement).value).toBe("Aksesoris"),
    );
    expect((screen.getByLabelText("Urutkan") as HTMLSelectElement).value).toBe("-retail_price");
  });

  it("offers 'Semua Kategori' plus the shop's categories, and filters on choice", async () => {
    const fetchMock = serve([makeProduct()]);
    renderAt("/products?page=2");
    const select = screen.getByLabelText("Kategori") as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
        "Semua Kategori",
        "Aksesoris",
        "HP",
        "Sparepart",
      ]),
    );
    fireEvent.change(select, { target: { value: "HP" } });
    expect(screen.getByTestId("url").textContent).toBe("/products?category=HP");
    await waitFor(() =>
      expect(productRequests(fetchMock).at(-1)).toBe(
        "/api/products?category=HP&sort=name&page=1&per_page=20",
      ),
    );
  });

  it("sorts by price when chosen", async () => {
    serve([makeProduct()]);
    renderAt("/products");
    fireEvent.change(screen.getByLabelText("Urutkan"), { target: { value: "retail_price" } });
    expect(screen.getByTestId("url").textContent).toBe("/products?sort=retail_price");
  });

  it("searches 300 ms after the visitor stops typing, not on every key", async () => {
    const fetchMock = serve([makeProduct()]);
    renderAt("/products");
    await screen.findByText("1 produk");
    const input = screen.getByPlaceholderText("Cari nama produk atau barcode...");
    fireEvent.change(input, { target: { value: "ch" } });
    fireEvent.change(input, { target: { value: "charger " } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByTestId("url").textContent).toBe("/products");
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/products?q=charger"), {
      timeout: 1000,
    });
    await waitFor(() =>
      expect(productRequests(fetchMock)).toEqual([
        "/api/products?sort=name&page=1&per_page=20",
        "/api/products?q=charger&sort=name&page=1&per_page=20",
      ]),
    );
  });

  it("pages through long lists", async () => {
    serve(
      Array.from({ length: 20 }, () => makeProduct()),
      45,
    );
    renderAt("/products?sort=-name");
    expect(await screen.findByText("Halaman 1 dari 3")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Berikutnya/ }).getAttribute("href")).toBe(
      "/products?sort=-name&page=2",
    );
  });

  it("offers to clear the filters when nothing matches", async () => {
    serve([]);
    renderAt("/products?q=zzz&category=HP");
    expect(await screen.findByText("Tidak ada produk yang cocok")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hapus Filter" }));
    expect(screen.getByTestId("url").textContent).toBe("/products");
  });

  it("shows the server's message when loading fails", async () => {
    mockFetch(() =>
      jsonResponse(
        { title: "Internal Server Error", status: 500, detail: "Database tidak tersedia." },
        500,
      ),
    );
    renderAt("/products");
    // In the page and as a toast.
    await waitFor(() =>
      expect(
        screen.getAllByText("Gagal memuat data produk: Database tidak tersedia."),
      ).toHaveLength(2),
    );
  });

  it("refreshes the list in place when the products change on the server", async () => {
    const notify = fakeEvents();
    let stock = 3;
    const fetchMock = mockFetch((url) => {
      if (url.pathname === "/api/products/categories") return jsonResponse({ items: [], total: 0 });
      if (url.pathname === "/api/products")
        return jsonResponse({ items: [makeProduct({ id: 5, name: "Mouse", stock })], total: 1 });
    });
    renderAt("/products");
    expect(await screen.findByRole("button", { name: "Tambah ke Keranjang" })).toBeTruthy();
    stock = 0;
    act(() => notify({ resource: "customers", action: "updated", ids: [1] }));
    act(() => notify({ resource: "products", action: "updated", ids: [5] }));
    expect(await screen.findByRole("button", { name: "Stok Habis" })).toBeTruthy();
    expect(screen.queryByLabelText("Memuat produk")).toBeNull();
    expect(productRequests(fetchMock)).toHaveLength(2);
  });
});
