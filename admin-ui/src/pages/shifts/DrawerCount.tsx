import { useId } from "react";
import { InputNumber, Typography } from "antd";
import { formatRupiah } from "../../lib/format";
import "./shifts.css";

/** The rupiah notes and coins a drawer holds, largest first. */
export const DENOMINATIONS: readonly { key: string; value: number; label: string }[] = [
  { key: "n100000", value: 100_000, label: "Uang kertas Rp 100.000" },
  { key: "n50000", value: 50_000, label: "Uang kertas Rp 50.000" },
  { key: "n20000", value: 20_000, label: "Uang kertas Rp 20.000" },
  { key: "n10000", value: 10_000, label: "Uang kertas Rp 10.000" },
  { key: "n5000", value: 5_000, label: "Uang kertas Rp 5.000" },
  { key: "n2000", value: 2_000, label: "Uang kertas Rp 2.000" },
  { key: "n1000", value: 1_000, label: "Uang kertas Rp 1.000" },
  { key: "c1000", value: 1_000, label: "Koin Rp 1.000" },
  { key: "c500", value: 500, label: "Koin Rp 500" },
  { key: "c200", value: 200, label: "Koin Rp 200" },
  { key: "c100", value: 100, label: "Koin Rp 100" },
];

export type Counts = Readonly<Record<string, number>>;

/** The rupiah in the drawer for the pieces counted. */
export function countedTotal(counts: Counts): number {
  return DENOMINATIONS.reduce((sum, d) => sum + d.value * (counts[d.key] ?? 0), 0);
}

/**
 * The drawer count: how many pieces of each note and coin, each with its subtotal. The
 * cashier tabs from one field to the next, largest note first.
 */
export function DrawerCount({
  counts,
  onChange,
}: {
  counts: Counts;
  onChange: (counts: Counts) => void;
}) {
  const id = useId();
  return (
    <div className="drawer-count" role="group" aria-label="Hitung uang di laci">
      {DENOMINATIONS.map((d) => {
        const n = counts[d.key] ?? 0;
        return (
          <div key={d.key} className="drawer-count__row">
            <label htmlFor={`${id}-${d.key}`} className="drawer-count__label">
              {d.label}
            </label>
            <InputNumber<number>
              id={`${id}-${d.key}`}
              min={0}
              max={100_000}
              precision={0}
              inputMode="numeric"
              controls={false}
              value={n || null}
              placeholder="0"
              style={{ width: 88 }}
              onChange={(v) => onChange({ ...counts, [d.key]: v ?? 0 })}
              data-testid={`count-${d.key}`}
            />
            <Typography.Text type="secondary" className="drawer-count__sum">
              {formatRupiah(n * d.value)}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}
