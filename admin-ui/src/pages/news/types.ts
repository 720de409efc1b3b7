import type { ApiSchemas } from "@konter/ui-kit";
import { MSG_NEWS_REQUIRED } from "@konter/ui-kit";

/** An article as GET /api/news/manage lists it. */
export type News = ApiSchemas["News"];
export type NewsStatus = News["status"];
/** What the news form sends (POST /api/news, PUT /api/news/{id}). */
export type NewsBody = ApiSchemas["NewsBody"];

// The news pages' Indonesian texts, as the spec words them.
export const STATUS_LABEL: Readonly<Record<NewsStatus, string>> = {
  published: "Diterbitkan",
  draft: "Draft",
};
export const MSG_REQUIRED = MSG_NEWS_REQUIRED;
export const MSG_CREATED = "Berita berhasil dibuat!";
export const MSG_UPDATED = "Berita berhasil diperbarui!";
export const MSG_SAVE_FAILED = "Gagal menyimpan berita";
export const MSG_SESSION_INVALID = "Sesi pengguna tidak valid.";
export const MSG_DELETED = "Berita berhasil dihapus.";
export const MSG_DELETE_FAILED = "Gagal menghapus berita";
export const MSG_STATUS_FAILED = "Gagal mengubah status";
export const MSG_DELETE_WARNING =
  "Tindakan ini tidak dapat dibatalkan. Ini akan menghapus berita secara permanen.";

export const statusChanged = (status: NewsStatus) =>
  `Status berita berhasil diubah menjadi ${STATUS_LABEL[status]}.`;

/** Published with a date still to come: readers see it from that date on. */
export function isScheduled(
  news: Pick<News, "status" | "published_at">,
  now = Date.now(),
): boolean {
  return news.status === "published" && !!news.published_at && Date.parse(news.published_at) > now;
}
