import { QrisPanel } from "./QrisPanel";
import type { OtherPayment } from "./payments";

/**
 * The QRIS payments of a bill waiting to be scanned, each with its code and the cashier's
 * confirmation. It sits outside the pinned pay bar, so that on a phone the code scrolls with
 * the page instead of covering the cart.
 */
export function QrisWaiting({
  rows,
  onChange,
  onPayload,
  disabled,
}: {
  rows: readonly OtherPayment[];
  onChange: (rows: OtherPayment[]) => void;
  onPayload?: (payload: string, amount: number) => void;
  disabled?: boolean;
}) {
  return rows
    .filter((r) => r.method === "qris" && (r.amount ?? 0) > 0)
    .map((row) => (
      <QrisPanel
        key={row.key}
        amount={row.amount ?? 0}
        confirmed={!!row.confirmed}
        disabled={disabled}
        onConfirm={(confirmed) =>
          onChange(rows.map((r) => (r.key === row.key ? { ...r, confirmed } : r)))
        }
        onPayload={(payload) => onPayload?.(payload, row.amount ?? 0)}
      />
    ));
}
