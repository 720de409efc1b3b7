import dayjs from "dayjs";

const rupiahFormatter = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/**
 * Formats an integer number of rupiah the Indonesian way: `Rp 1.250.000`.
 * A missing value renders as "-" so tables never show "Rp NaN".
 */
export function formatRupiah(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return "-";
  }
  // Intl separates "Rp" from the digits with a no-break space; keep that,
  // it stops the amount from wrapping apart in narrow table cells.
  return rupiahFormatter.format(value);
}

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
