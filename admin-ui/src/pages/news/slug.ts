/**
 * The article's address as the server makes it from a title or a typed slug:
 * lowercase letters and digits, words joined by one hyphen, accents and other
 * symbols dropped ("Promo Akhir Tahun 2026!" → "promo-akhir-tahun-2026").
 * Shown in the dialog before saving; the server's slug is the one that counts.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, "")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join("-");
}
