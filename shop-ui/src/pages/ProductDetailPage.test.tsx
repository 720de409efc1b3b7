import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Product, Review, ReviewPage } from "../api/types";
import type { Role } from "../lib/access";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, makeProduct, mockFetch, requestedPaths } from "../test/http";
import ProductDetailPage from "./ProductDetailPage";

const page = <Route path="products/:id" element={<ProductDetailPage />} />;

function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    product_id: 7,
    user_id: 3,
    rating: 5,
    comment: "Mantap",
    created_at: "2026-11-20T03:00:00Z",
    updated_at: "2026-11-20T03:00:00Z",
    author_name: "Siti Rahmawati",
    author_avatar_url: null,
    ...overrides,
  };
}

interface ShopOptions {
  product?: Product;
  role?: Role | null;
  reviews?: ReviewPage;
  catalogue?: Product[];
  /** Answers POST …/reviews; the default accepts it and serves `after` from then on. */
  post?: (body: unknown) => Response;
  after?: ReviewPage;
}

function serve({ product, role = null, reviews, catalogue = [], post, after }: ShopOptions = {}) {
  const shown = product ?? makeProduct({ id: 7 });
  let current: ReviewPage = reviews ?? { items: [], total: 0, average_rating: 0 };
  const posted: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/auth/me")
      return role ? jsonResponse(makeAccount(role)) : notSignedIn();
    if (url.pathname === `/api/products/${shown.id}`) return jsonResponse(shown);
    if (url.pathname === `/api/products/${shown.id}/reviews` && method === "GET")
      return jsonResponse(current);
    if (url.pathname === `/api/products/${shown.id}/reviews` && method === "POST") {
      const body = JSON.parse(String(init?.body));
      posted.push(body);
      if (post) return post(body);
      if (after) current = after;
      return jsonResponse(makeReview({ ...body, id: 99 }), 201);
    }
    if (url.pathname === "/api/products") {
      const category = url.searchParams.get("category");
      const items = category ? catalogue.filter((p) => p.category === category) : catalogue;
      return jsonResponse({ items, total: items.length });
    }
    if (/^\/api\/products\/\d+$/.test(url.pathname)) {
      return jsonResponse(
        { title: "Not Found", status: 404, detail: "Produk tidak ditemukan." },
        404,
      );
    }
  });
  return { fetchMock, posted };
}

describe("/products/:id", () => {
  it("shows the product with its price, stock and description", async () => {
    const { fetchMock } = serve({
      product: makeProduct({
        id: 7,
        name: "LCD Oppo A5s",
        category: "Sparepart",
        retail_price: 350000,
        stock: 3,
        description: "LCD original, garansi 1 minggu.",
      }),
    });
    renderApp("/products/7", page);
    expect(await screen.findByRole("heading", { level: 1, name: "LCD Oppo A5s" })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain("/api/products/7");
    expect(screen.getByText("Rp 350.000").textContent).toBe("Rp\u00a0350.000");
    expect(screen.getByText("Stok: 3 tersedia")).toBeTruthy();
    expect(screen.queryByText(/Tersedia di/)).toBeNull();
    expect(screen.getByText("LCD original, garansi 1 minggu.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tambah ke Keranjang" })).toBeTruthy();
    expect(await screen.findByText("Belum ada ulasan")).toBeTruthy();
  });

  it("names the outlets holding the product in a shop of several", async () => {
    serve({
      product: makeProduct({
        id: 7,
        name: "LCD Oppo A5s",
        stock: 3,
        available_at: [
          { id: 1, name: "Konter" },
          { id: 2, name: "Cabang Dago" },
        ],
      }),
    });
    renderApp("/products/7", page);
    expect(await screen.findByText("Tersedia di Konter, Cabang Dago")).toBeTruthy();
  });

  it("says 'Habis' and disables the button when out of stock, with the fallback description", async () => {
    serve({ product: makeProduct({ id: 8, name: "Baterai Xiaomi", stock: 0, description: "  " }) });
    renderApp("/products/8", page);
    expect(await screen.findByText("Stok: Habis")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Stok Habis" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("Tidak ada deskripsi untuk produk ini.")).toBeTruthy();
  });

  it("shows a product whose optional texts are null instead of crashing", async () => {
    serve({
      // The API declares these texts as strings; the page still copes with null ones.
      product: makeProduct({
        id: 9,
        name: "Kabel Data",
        ...({ description: null, category: null, barcode: null } as unknown as Partial<Product>),
      }),
    });
    renderApp("/products/9", page);
    expect(await screen.findByRole("heading", { level: 1, name: "Kabel Data" })).toBeTruthy();
    expect(screen.getByText("Tidak ada deskripsi untuk produk ini.")).toBeTruthy();
    expect(screen.queryByText("Terjadi kesalahan")).toBeNull();
  });

  it("shows 'Produk tidak ditemukan.' with a way back to /products on a 404", async () => {
    serve();
    renderApp("/products/999", page);
    expect(await screen.findByText("Produk tidak ditemukan.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Kembali ke Produk/ }).getAttribute("href")).toBe(
      "/products",
    );
  });

  it("says 'Gagal memuat detail produk.' in the page and as a toast when the server fails", async () => {
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      return jsonResponse({ title: "Error", status: 500, detail: "rusak" }, 500);
    });
    renderApp("/products/5", page);
    await waitFor(() => expect(screen.getAllByText("Gagal memuat detail produk.")).toHaveLength(2));
  });

  it("treats a malformed id as not found without asking the server for the product", async () => {
    const { fetchMock } = serve();
    renderApp("/products/abc", page);
    expect(await screen.findByText("Produk tidak ditemukan.")).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((p) => p.startsWith("/api/products"))).toEqual([]);
  });

  it("shows the average (stars rounded) and count, and the reviews newest first with 'Pengguna Anonim'", async () => {
    serve({
      reviews: {
        items: [
          makeReview({ id: 2, comment: "Cepat sampai.", author_name: null, rating: 4 }),
          makeReview({ id: 1, comment: "Original.", author_name: "Siti Rahmawati", rating: 5 }),
        ],
        total: 2,
        average_rating: 4.5,
      },
    });
    renderApp("/products/7", page);
    expect(await screen.findByText("4,5")).toBeTruthy();
    expect(screen.getByText("(2 ulasan)")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Rating 4,5 dari 5" })).toHaveLength(1);
    const list = screen.getByRole("region", { name: /Ulasan Pembeli/ });
    const comments = within(list)
      .getAllByText(/Cepat sampai\.|Original\./)
      .map((el) => el.textContent);
    expect(comments).toEqual(["Cepat sampai.", "Original."]);
    expect(within(list).getByText("Pengguna Anonim")).toBeTruthy();
    expect(within(list).getByText("Siti Rahmawati")).toBeTruthy();
  });

  it("offers visitors a sign-in link instead of the review form", async () => {
    serve();
    renderApp("/products/7", page);
    const link = await screen.findByRole("link", { name: "Masuk sebagai member" });
    expect(link.getAttribute("href")).toBe("/member-login");
    expect(screen.queryByRole("button", { name: "Kirim Ulasan" })).toBeNull();
  });

  it("checks the rating and the comment before sending a review", async () => {
    const { posted } = serve({ role: "Member" });
    renderApp("/products/7", page);
    const send = await screen.findByRole("button", { name: "Kirim Ulasan" });
    fireEvent.click(send);
    expect(await screen.findByText("Harap berikan rating bintang.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "4 bintang" }));
    fireEvent.change(screen.getByLabelText("Ulasan"), { target: { value: "   " } });
    fireEvent.click(send);
    expect(await screen.findByText("Ulasan tidak boleh kosong.")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("sends the review ('Mengirim...'), clears the form and shows the new average", async () => {
    const { posted } = serve({
      role: "Member",
      reviews: { items: [makeReview({ id: 1, rating: 5 })], total: 1, average_rating: 5 },
      after: {
        items: [
          makeReview({ id: 99, rating: 2, comment: "Cepat panas.", author_name: "Budi Santoso" }),
          makeReview({ id: 1 }),
        ],
        total: 2,
        average_rating: 3.5,
      },
    });
    renderApp("/products/7", page);
    expect(await screen.findByText("5,0")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "2 bintang" }));
    fireEvent.change(screen.getByLabelText("Ulasan"), { target: { value: " Cepat panas. " } });
    fireEvent.click(screen.getByRole("button", { name: "Kirim Ulasan" }));
    expect(screen.getByRole("button", { name: "Mengirim..." })).toHaveProperty("disabled", true);
    expect(await screen.findByText("Ulasan berhasil dikirim!")).toBeTruthy();
    expect(posted).toEqual([{ rating: 2, comment: "Cepat panas." }]);
    expect(await screen.findByText("3,5")).toBeTruthy();
    expect(screen.getByText("(2 ulasan)")).toBeTruthy();
    expect((screen.getByLabelText("Ulasan") as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByRole("button", { name: "2 bintang" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });

  it("reports a refused review: 'Gagal mengirim ulasan. Error: {message}'", async () => {
    serve({
      role: "Member",
      post: () => jsonResponse({ status: 404, detail: "Produk tidak ditemukan." }, 404),
    });
    renderApp("/products/7", page);
    fireEvent.click(await screen.findByRole("button", { name: "5 bintang" }));
    fireEvent.change(screen.getByLabelText("Ulasan"), { target: { value: "Bagus" } });
    fireEvent.click(screen.getByRole("button", { name: "Kirim Ulasan" }));
    expect(
      await screen.findByText("Gagal mengirim ulasan. Error: Produk tidak ditemukan."),
    ).toBeTruthy();
    expect((screen.getByLabelText("Ulasan") as HTMLTextAreaElement).value).toBe("Bagus");
  });

  it("tells a member whose session ended: 'Anda harus login untuk memberikan ulasan.'", async () => {
    serve({
      role: "Member",
      post: () => jsonResponse({ status: 401, detail: "Silakan login terlebih dahulu." }, 401),
    });
    renderApp("/products/7", page);
    fireEvent.click(await screen.findByRole("button", { name: "3 bintang" }));
    fireEvent.change(screen.getByLabelText("Ulasan"), { target: { value: "Oke" } });
    fireEvent.click(screen.getByRole("button", { name: "Kirim Ulasan" }));
    expect(await screen.findByText("Anda harus login untuk memberikan ulasan.")).toBeTruthy();
  });

  it("lists 4 'Produk Lainnya', the same category first, never the product itself", async () => {
    const product = makeProduct({ id: 7, category: "Aksesoris" });
    const catalogue = [
      product,
      makeProduct({ id: 20, name: "Kabel Data", category: "Aksesoris" }),
      makeProduct({ id: 21, name: "Redmi 13C", category: "Handphone" }),
      makeProduct({ id: 22, name: "Epson L3210", category: "Printer" }),
      makeProduct({ id: 23, name: "ASUS Vivobook", category: "Laptop" }),
      makeProduct({ id: 24, name: "iPhone 13", category: "Handphone" }),
    ];
    serve({ product, catalogue });
    renderApp("/products/7", page);
    const section = await screen.findByRole("region", { name: "Produk Lainnya" });
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(4));
    const names = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names[0]).toBe("Kabel Data");
    expect(names).not.toContain(product.name);
  });
});
