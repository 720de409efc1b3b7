/** The shop's time zone when its settings do not say (an unknown zone falls back to it too). */
export const DEFAULT_TIME_ZONE = "Asia/Jakarta";

/**
 * Receipt and report dates: dd/MM/yy HH:mm on the shop's clock,
 * whatever the time zone of the computer that prints. "" for a missing or bad date.
 */
export function formatReceiptDate(
  value: string | Date | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(date);
  } catch {
    parts = formatter(DEFAULT_TIME_ZONE).formatToParts(date);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A day as the receipt prints it: "2026-11-29" → "29/11/2026"; "" for a missing or bad day. */
export function formatReceiptDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}
