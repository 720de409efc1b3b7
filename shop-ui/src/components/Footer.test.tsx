import { act, screen, within } from "@testing-library/react";
import { Route } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewsArticle } from "../api/types";
import { SettingsProvider, type ShopSettings } from "../lib/settings";
import { notSignedIn, renderApp } from "../test/auth";
import { fakeEvents } from "../test/events";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import { Footer } from "./Footer";

let notify: (notice: object) => void;
beforeEach(() => {
  notify = fakeEvents();
});

const article = (id: number, overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  id,
  slug: `berita-${id}`,
  title: `Berita ${id}`,
  content: "",
  excerpt: "",
  image_url: `/files/news/${id}.png`,
  status: "published",
  author_id: null,
  author_name: null,
  published_at: "2026-11-22T03:00:00Z",
  created_at: "2026-11-22T03:00:00Z",
  updated_at: "2026-11-22T03:00:00Z",
  ...overrides,
});

function serve(items: () => NewsArticle[]) {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return notSignedIn();
    if (url.pathname === "/api/news")
      return jsonResponse({ items: items(), total: items().length });
  });
}

function renderFooter(settings: Partial<ShopSettings> = {}) {
  return renderApp(
    "/",
    <Route
      path="*"
      element={
        <SettingsProvider value={settings}>
          <Footer />
        </SettingsProvider>
      }
    />,
  );
}

describe("<Footer>", () => {
  it("lists the 3 latest articles with image, date and title, and follows new ones live", async () => {
    let items = [
      article(3),
      article(2, { image_url: null }),
      article(1, { published_at: "2026-03-05T10:00:00Z" }),
    ];
    const fetchMock = serve(() => items);
    renderFooter();
    const news = await screen.findByRole("navigation", { name: "Berita Terbaru" });
    expect(requestedPaths(fetchMock)).toContain("/api/news?page=1&per_page=3");
    const links = within(news).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/news/berita-3",
      "/news/berita-2",
      "/news/berita-1",
    ]);
    expect(links[0].textContent).toBe("22 November 2026Berita 3");
    expect(links[0].querySelector("img")?.getAttribute("src")).toBe("/files/news/3.png");
    expect(links[2].textContent).toBe("5 Maret 2026Berita 1");

    items = [article(4), ...items.slice(0, 2)];
    act(() => notify({ resource: "news", action: "updated", ids: [4] }));
    expect(await within(news).findByText("Berita 4")).toBeTruthy();
    expect(within(news).queryByText("Berita 1")).toBeNull();
  });

  it("writes the default copyright with the year and the app name, or the configured one", async () => {
    serve(() => []);
    const view = renderFooter({ appName: "Cell Mart" });
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Cell Mart. Hak cipta dilindungi.`)).toBeTruthy();
    view.unmount();
    renderFooter({ footerCopyright: "© Cell Mart Group" });
    expect(screen.getByText("© Cell Mart Group")).toBeTruthy();
  });

  it("shows contact details, the author block and only the social links that are set", async () => {
    serve(() => []);
    renderFooter({
      contactAddress: "Jl. Merdeka 1, Bandung",
      contactEmail: "halo@cellmart.id",
      contactPhone: "0812-3456-7890",
      authorImageUrl: "/files/author.png",
      authorDescription: "Dikelola oleh teknisi bersertifikat.",
      socialInstagram: "https://instagram.com/cellmart",
      socialTiktok: "https://tiktok.com/@cellmart",
    });
    expect(screen.getByText("Jl. Merdeka 1, Bandung")).toBeTruthy();
    expect(screen.getByRole("link", { name: "halo@cellmart.id" }).getAttribute("href")).toBe(
      "mailto:halo@cellmart.id",
    );
    expect(screen.getByRole("link", { name: "0812-3456-7890" }).getAttribute("href")).toBe(
      "tel:081234567890",
    );
    const author = screen.getByTestId("author");
    expect(within(author).getByRole("img").getAttribute("src")).toBe("/files/author.png");
    expect(within(author).getByText("Dikelola oleh teknisi bersertifikat.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://instagram.com/cellmart",
    );
    expect(screen.getByRole("link", { name: "TikTok" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Facebook" })).toBeNull();
    expect(screen.queryByRole("link", { name: "YouTube" })).toBeNull();
  });

  it("leaves out the author block and the news column when there is nothing to show", async () => {
    const fetchMock = serve(() => []);
    renderFooter();
    await act(async () => {});
    expect(requestedPaths(fetchMock)).toContain("/api/news?page=1&per_page=3");
    expect(screen.queryByTestId("author")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Berita Terbaru" })).toBeNull();
  });
});
