import dayjs from "dayjs";

/** Rupiah as both UIs print it: `Rp 1.250.000`, "-" for a missing amount. */
export { formatRupiah } from "@konter/ui-kit";

/** Digits grouped with dots, as typed into a rupiah field: 1250000 → "1.250.000". */
export function formatThousands(value: number | string | null | undefined): string {
  const digits = String(value ?? "")
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** What a rupiah field holds: only its digits count ("Rp 1.250.000" → 1250000); empty → null. */
export function parseDigits(text: string | null | undefined): number | null {
  const digits = String(text ?? "").replace(/\D/g, "");
  return digits === "" ? null : Number(digits);
}

/** "12 Nov 2025" (Indonesian month names); "-" when there is no date. */
export function formatDate(value: string | null | undefined, format = "D MMM YYYY"): string {
  if (!value) return "-";
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : "-";
}

/** Report and receipt dates are dd/MM/yy HH:mm. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDate(value, "DD/MM/YY HH:mm");
}

/** A calendar day for the API (YYYY-MM-DD), from a DatePicker value. */
export function toApiDate(value: dayjs.Dayjs | null | undefined): string | undefined {
  return value && value.isValid() ? value.format("YYYY-MM-DD") : undefined;
}
