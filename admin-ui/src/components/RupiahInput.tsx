import { InputNumber, type InputNumberProps } from "antd";
import { formatThousands, parseDigits } from "../lib/format";

/** Largest amount the field takes (well inside JavaScript's safe integers). */
export const MAX_RUPIAH = 999_999_999_999;

/**
 * A rupiah amount: digits only, shown with thousands dots ("Rp 1.250.000"),
 * whole rupiah (no decimals), never negative. The form value is a number.
 */
export function RupiahInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      prefix="Rp"
      min={0}
      max={MAX_RUPIAH}
      precision={0}
      step={1000}
      inputMode="numeric"
      controls={false}
      formatter={(value) => formatThousands(value)}
      parser={(text) => parseDigits(text) ?? (undefined as unknown as number)}
      style={{ width: "100%" }}
      {...props}
    />
  );
}
