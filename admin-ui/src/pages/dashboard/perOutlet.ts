import { formatRupiah } from "../../lib/format";

/**
 * "Konter Rp 125.000 · Cabang Dago Rp 225.000": a card's figure at each outlet, which the server
 * sends only when every outlet of a shop of several is read.
 */
export function perOutletText<T extends { outlet_name: string }>(
  outlets: readonly T[] | null | undefined,
  amount: (outlet: T) => number,
): string {
  return (outlets ?? []).map((o) => `${o.outlet_name} ${formatRupiah(amount(o))}`).join(" · ");
}
