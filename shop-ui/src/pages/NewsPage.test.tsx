import { act, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewsArticle } from "../api/types";
import { fakeEvents } from "../test/events";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import NewsArticlePage from "./NewsArticlePage";
import NewsPage from "./NewsPage";

let notify: (notice: object) => void;
beforeEach(() => {
  notify = fakeEvents();
});

function makeArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: 1,
    slug: "tips-baterai",
    title: "Tips Merawat Baterai HP",
    content: "<p>Jangan mengisi daya semalaman.</p>",
    excerpt: "Jangan mengisi daya semalaman.",
    image_url: "/files/product-images/news/1.png",
    status: "published",
    author_id: 1,
    author_name: "Hendra Gunawan",
    published_at: "2026-11-22T03:00:00Z",
    created_at: "2026-11-22T03:00:00Z",
    updated_at: "2026-11-22T03:00:00Z",
    ...overrides,
  };
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/news" element={<NewsPage />} />
        <Route path="/news/:slug" element={<NewsArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("/news", () => {
  it("shows a card per article: image, title, author or Tanpa Nama, date, excerpt and Baca Selengkapnya", async () => {
    const long = "Servis ".repeat(40).trim();
    mockFetch((url) =>
      url.pathname === "/api/news"
        ? jsonResponse({
            items: [
              makeArticle(),
              makeArticle({
                id: 2,
                slug: "promo",
                title: "Promo Akhir Tahun",
                author_name: null,
                image_url: null,
                excerpt: long.slice(0, 150),
                content: `<p>${long}</p>`,
                published_at: "2026-03-05T10:00:00Z",
              }),
            ],
            total: 2,
          })
        : undefined,
    );
    renderAt("/news");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByRole("heading", { name: "Tips Merawat Baterai HP" })).toBeTruthy();
    expect(within(first).getByText("Hendra Gunawan")).toBeTruthy();
    expect(within(first).getByText("22 November 2026")).toBeTruthy();
    expect(within(first).getByText("Jangan mengisi daya semalaman.")).toBeTruthy();
    expect(first.querySelector("img")?.getAttribute("src")).toBe(
      "/files/product-images/news/1.png",
    );
    expect(
      within(first)
        .getByRole("link", { name: "Baca Selengkapnya: Tips Merawat Baterai HP" })
        .getAttribute("href"),
    ).toBe("/news/tips-baterai");
    expect(within(second).getByText("Tanpa Nama")).toBeTruthy();
    expect(within(second).getByText("5 Maret 2026")).toBeTruthy();
    expect(within(second).getByText(/…$/).textContent?.length).toBeLessThanOrEqual(151);
  });

  it("says when nothing is published, and refetches when the back-office publishes", async () => {
    let items: NewsArticle[] = [];
    const fetchMock = mockFetch((url) =>
      url.pathname === "/api/news" ? jsonResponse({ items, total: items.length }) : undefined,
    );
    renderAt("/news");
    expect(await screen.findByText("Belum ada berita yang dipublikasikan.")).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual(["/api/news?page=1&per_page=9"]);

    items = [makeArticle()];
    act(() => notify({ resource: "news", action: "created", ids: [1] }));
    expect(await screen.findByRole("heading", { name: "Tips Merawat Baterai HP" })).toBeTruthy();
  });

  it("pages through the articles with ?page=", async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === "/api/news"
        ? jsonResponse({ items: [makeArticle({ id: 10 })], total: 19 })
        : undefined,
    );
    renderAt("/news?page=2");
    expect(await screen.findByText("Halaman 2 dari 3")).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual(["/api/news?page=2&per_page=9"]);
    expect(screen.getByRole("link", { name: /Sebelumnya/ }).getAttribute("href")).toBe("/news");
    expect(screen.getByRole("link", { name: /Berikutnya/ }).getAttribute("href")).toBe(
      "/news?page=3",
    );
  });

  it("shows 'Gagal memuat berita: {message}'", async () => {
    mockFetch(() =>
      jsonResponse({ title: "Error", status: 500, detail: "Basis data tidak tersedia." }, 500),
    );
    renderAt("/news");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Gagal memuat berita: Basis data tidak tersedia.",
    );
  });
});

describe("/news/{slug}", () => {
  it("shows the title, date, author, image and the HTML content, with a way back", async () => {
    mockFetch((url) =>
      url.pathname === "/api/news/by-slug/tips-baterai"
        ? jsonResponse(
            makeArticle({
              content:
                '<h2>Langkah</h2><p>Pakai <strong>charger</strong> asli.</p><img src="/a.png" alt="Baterai">',
            }),
          )
        : undefined,
    );
    renderAt("/news/tips-baterai");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tips Merawat Baterai HP" }),
    ).toBeTruthy();
    expect(screen.getByText("22 November 2026")).toBeTruthy();
    expect(screen.getByText("Hendra Gunawan")).toBeTruthy();
    const content = screen.getByTestId("article-content");
    expect(within(content).getByRole("heading", { name: "Langkah" })).toBeTruthy();
    expect(within(content).getByText("charger").tagName).toBe("STRONG");
    expect(within(content).getByRole("img", { name: "Baterai" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Kembali ke Berita" })[0].getAttribute("href")).toBe(
      "/news",
    );
    // The title is set by an effect, which may run after the heading is on the page.
    await waitFor(() => expect(document.title).toContain("Tips Merawat Baterai HP"));
  });

  it("shows 'Artikel Tidak Ditemukan' for a draft, a scheduled or an unknown article", async () => {
    mockFetch(() =>
      jsonResponse({ title: "Not Found", status: 404, detail: "Artikel tidak ditemukan." }, 404),
    );
    renderAt("/news/rahasia");
    expect(await screen.findByRole("heading", { name: "Artikel Tidak Ditemukan" })).toBeTruthy();
    expect(
      screen.getByText(
        "Gagal memuat artikel. Mungkin artikel tidak ditemukan atau terjadi kesalahan jaringan.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Berita" }).getAttribute("href")).toBe(
      "/news",
    );
  });
});
