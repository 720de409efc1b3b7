/** Indonesian formatting used across the storefront (spec 000 §9). */

/** The shop's time zone: dates are shown as the shop sees them, wherever the browser is. */
export const SHOP_TIME_ZONE = 'Asia/Jakarta'

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})

/**
 * 1250000 → "Rp 1.250.000" (Intl separates "Rp" and the number with a no-break space, U+00A0,
 * so a price never wraps in the middle).
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return rupiahFormat.format(0)
  return rupiahFormat.format(amount)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    dateFormats.set(timeZone, format)
  }
  return format
}

/**
 * 'd MMMM yyyy' in Indonesian, e.g. "22 November 2026", in the shop's time zone.
 * Returns '' for a missing or unreadable date.
 */
export function formatDate(value: string | number | Date | null | undefined, timeZone: string = SHOP_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return longDateFormat(timeZone).format(date)
}
