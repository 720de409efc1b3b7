/**
 * Where a document the stock ledger names can be opened: a sale or a repair in the history
 * (searched by its number), a goods receipt or a stock count in their lists. Null for a
 * reference no page shows (an adjustment's note).
 */
export function documentLink(reference: string): string | null {
  const search = (q: string) =>
    `?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(q)}`;
  if (/^(TRX|SVC)-/.test(reference)) return `/dashboard/transaction/history${search(reference)}`;
  if (/^PB-/.test(reference)) return "/dashboard/data/goods-receipts";
  if (/^OPN-/.test(reference)) return "/dashboard/data/stock-opname";
  return null;
}

/** The unit page of a unit tracked by IMEI or serial. */
export function unitPath(id: number | string): string {
  return `/dashboard/stock/units/${id}`;
}
