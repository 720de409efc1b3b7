/** Indonesian formatting used across the storefront. */

/** The shop's time zone: dates are shown as the shop sees them, wherever the browser is. */
export const SHOP_TIME_ZONE = "Asia/Jakarta";

const rupiahFormat = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/**
 * 1250000 → "Rp 1.250.000" (Intl separates "Rp" and the number with a no-break space, U+00A0,
 * so a price never wraps in the middle).
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return rupiahFormat.format(0);
  return rupiahFormat.format(amount);
}

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

const receiptFormats = new Map<string, Intl.DateTimeFormat>();

function receiptFormat(timeZone: string): Intl.DateTimeFormat {
  let format = receiptFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    receiptFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Receipt dates: dd/MM/yy HH:mm on the shop's clock, wherever the browser is.
 * '' for a missing or unreadable date; an unknown time zone falls back to Asia/Jakarta.
 */
export function formatReceiptDate(
  value: string | Date | null | undefined,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = receiptFormat(timeZone || SHOP_TIME_ZONE).formatToParts(date);
  } catch {
    parts = receiptFormat(SHOP_TIME_ZONE).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}
