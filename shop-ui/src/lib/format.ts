import { DEFAULT_TIME_ZONE } from "@konter/ui-kit";

/** Indonesian formatting used across the storefront. */

/** The shop's time zone: dates are shown as the shop sees them, wherever the browser is. */
export const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

/** Rupiah and receipt dates as both UIs print them (ui-kit). */
export { formatReceiptDate, formatRupiah } from "@konter/ui-kit";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("id-ID", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * 'd MMMM yyyy' in Indonesian, e.g. "22 November 2026", in the shop's time zone.
 * Returns '' for a missing or unreadable date.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return longDateFormat(timeZone).format(date);
}

/**
 * A calendar date without a time ('YYYY-MM-DD', e.g. a service's info date) as 'd MMMM yyyy':
 * the day as written, whatever the time zone. Other values go through formatDate.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return formatDate(value);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return "";
  return longDateFormat("UTC").format(date);
}
