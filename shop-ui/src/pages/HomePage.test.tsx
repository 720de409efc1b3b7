import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Advertisement } from "../api/types";
import type { Role } from "../lib/access";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, makeProduct, mockFetch, requestedPaths } from "../test/http";
import HomePage from "./HomePage";

const page = <Route index element={<HomePage />} />;

function serve(role: Role | null, total: number, hold = false, ads: Advertisement[] = []) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = mockFetch(async (url) => {
    if (url.pathname === "/api/ads" && url.searchParams.get("placement") === "homepage_carousel")
      return jsonResponse({ items: ads, total: ads.length });
    if (url.pathname === "/api/auth/me")
      return role ? jsonResponse(makeAccount(role)) : notSignedIn();
    if (url.pathname === "/api/products") {
      if (hold) await held;
      const perPage = Number(url.searchParams.get("per_page"));
      const pageNo = Number(url.searchParams.get("page"));
      const first = (pageNo - 1) * perPage;
      const items = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) =>
        makeProduct({
          id: first + i + 1,
          name: `Produk ${first + i + 1}`,
          stock: first + i === 0 ? 0 : 3,
        }),
      );
      return jsonResponse({ items, total });
    }
  });
  return { fetchMock, release };
}

const grid = () => screen.getByRole("region", { name: /Produk Pilihan|Semua Produk/ });
const productRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  requestedPaths(fetchMock).filter((p) => p.startsWith("/api/products"));

describe("the home product grid", () => {
  it("shows visitors 4 products, each with name, category, price and add-to-cart, and Stok Habis at 0", async () => {
    const { fetchMock } = serve(null, 30);
    renderApp("/", page);
    await within(grid()).findByText("Produk 4");
    expect(within(grid()).getAllByRole("article")).toHaveLength(4);
    expect(productRequests(fetchMock)).toEqual(["/api/products?sort=name&page=1&per_page=4"]);
    expect(within(grid()).getAllByText("Rp 75.000")).toHaveLength(4);
    expect(within(grid()).getAllByText("Aksesoris")).toHaveLength(4);
    expect(
      (within(grid()).getByRole("button", { name: "Stok Habis" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(grid()).getAllByRole("button", { name: "Tambah ke Keranjang" })).toHaveLength(3);
    expect(within(grid()).queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull();
  });

  it("shows members 8 skeletons, then every product a page at a time", async () => {
    const { fetchMock, release } = serve("Member", 30, true);
    renderApp("/", page);
    // While the session loads the grid cannot know it is for a member yet; then it shows 8.
    await waitFor(() =>
      expect(within(grid()).getByLabelText("Memuat produk").children).toHaveLength(8),
    );
    release();
    await within(grid()).findByText("Produk 20");
    expect(within(grid()).getAllByRole("article")).toHaveLength(20);
    fireEvent.click(within(grid()).getByRole("button", { name: "Muat Lebih Banyak" }));
    await within(grid()).findByText("Produk 30");
    expect(within(grid()).getAllByRole("article")).toHaveLength(30);
    expect(within(grid()).queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull();
    expect(productRequests(fetchMock)).toEqual([
      "/api/products?sort=name&page=1&per_page=20",
      "/api/products?sort=name&page=2&per_page=20",
    ]);
  });
});

describe("the home carousel", () => {
  const ad = (id: number): Advertisement => ({
    id,
    image_url: `/files/product-images/advertisements/${id}.png`,
    alt_text: `Promo ${id}`,
    link_url: id === 1 ? "https://example.com/promo" : null,
    placement: "homepage_carousel",
    is_active: true,
    sort_order: id,
    created_at: "2026-11-01T03:00:00Z",
  });

  it("shows the homepage_carousel ads", async () => {
    serve(null, 0, false, [ad(1), ad(2)]);
    renderApp("/", page);
    const carousel = await screen.findByRole("region", { name: "Iklan" });
    expect(
      within(carousel).getByRole("img", { name: "Promo 1" }).closest("a")?.getAttribute("href"),
    ).toBe("https://example.com/promo");
    expect(within(carousel).getByRole("button", { name: "Iklan berikutnya" })).toBeTruthy();
  });

  it("is hidden when there are none, and says so with a toast when they cannot be loaded", async () => {
    const { fetchMock } = serve(null, 0);
    const first = renderApp("/", page);
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain("/api/ads?placement=homepage_carousel"),
    );
    await screen.findByText("Belum ada produk yang ditampilkan.");
    expect(screen.queryByRole("region", { name: "Iklan" })).toBeNull();
    expect(screen.queryByText("Gagal memuat data iklan.")).toBeNull();
    first.unmount();

    mockFetch((url) => {
      if (url.pathname === "/api/ads")
        return jsonResponse({ title: "Error", status: 500, detail: "x" }, 500);
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/products") return jsonResponse({ items: [], total: 0 });
    });
    renderApp("/", page);
    expect(await screen.findByText("Gagal memuat data iklan.")).toBeTruthy();
  });
});
