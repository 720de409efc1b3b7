import type { NewsArticle } from "../api/types";
import { formatDate } from "./format";

/** The news cards show the first 150 characters of an article's text. */
export const EXCERPT_LENGTH = 150;
export const NO_AUTHOR = "Tanpa Nama";
export const NO_NEWS = "Belum ada berita yang dipublikasikan.";
export const NEWS_PER_PAGE = 9;
export const FOOTER_NEWS_COUNT = 3;

/** The author's full name, or 'Tanpa Nama'. */
export function authorName(article: Pick<NewsArticle, "author_name">): string {
  return article.author_name?.trim() || NO_AUTHOR;
}

/** The publish date as 'd MMMM yyyy' in Indonesian (e.g. "22 November 2026"), in the shop's time zone. */
export function newsDate(article: Pick<NewsArticle, "published_at">, timeZone?: string): string {
  return formatDate(article.published_at, timeZone || undefined);
}

/**
 * The card's excerpt: the first 150 characters of the article's text (the server's excerpt, or
 * the content without its tags), with an ellipsis when the text goes on.
 */
export function newsExcerpt(
  article: Pick<NewsArticle, "excerpt" | "content">,
  length: number = EXCERPT_LENGTH,
): string {
  const excerpt = article.excerpt ?? "";
  const source = excerpt.trim()
    ? excerpt.replace(/\s+/g, " ").trimStart()
    : plainText(article.content ?? "");
  // The server cuts its excerpt at exactly 150 characters (perhaps after a space) when the text
  // is longer.
  const chars = [...source];
  if (chars.length < length) return source.trimEnd();
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text of an HTML fragment, spaces collapsed (entities decoded; nothing is run or loaded). */
export function plainText(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const node of doc.body.querySelectorAll("script, style, template, noscript")) node.remove();
  return collapse(doc.body.textContent ?? "");
}
