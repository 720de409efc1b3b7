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
