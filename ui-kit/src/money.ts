const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/**
 * An integer number of rupiah the Indonesian way: `Rp 1.250.000`. Intl separates "Rp" from the
 * digits with a no-break space, so an amount never wraps apart. A missing value prints "-", never
 * "Rp NaN".
 */
export function formatRupiah(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return rupiah.format(value);
}
