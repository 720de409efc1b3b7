import { api } from "./client";
import type { AdPlacement, AdvertisementPage, NewsArticle, NewsPage, Settings } from "./types";

/** Application settings by key (GET /api/settings); the server fills in the defaults. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>("/api/settings", { signal });
}

/** Published news, newest first. */
export function listNews(
  params: { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  return api.get<NewsPage>("/api/news", { query: { ...params }, signal });
}

/** One published article; a draft, a scheduled or an unknown one is a 404. */
export function getArticle(slug: string, signal?: AbortSignal): Promise<NewsArticle> {
  return api.get<NewsArticle>(`/api/news/by-slug/${encodeURIComponent(slug)}`, { signal });
}

/** The active advertisements of one placement, by sort_order. */
export function listAds(placement: AdPlacement, signal?: AbortSignal): Promise<AdvertisementPage> {
  return api.get<AdvertisementPage>("/api/ads", { query: { placement }, signal });
}
