import { forwardRef, useLayoutEffect, useRef, type ChangeEvent } from "react";
import { Input, type InputProps, type InputRef } from "antd";
import { formatThousands, parseDigits } from "../../lib/format";

/** Largest amount the field takes (well inside JavaScript's safe integers). */
export const MAX_AMOUNT = 999_999_999_999;

/**
 * What the field shows for what was typed: digits only, grouped with dots,
 * capped at MAX_AMOUNT ("Rp 12a.5" → "125"; "1250000" → "1.250.000").
 */
export function amountText(typed: string): { text: string; value: number | null } {
  let digits = String(typed ?? "")
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
  if (digits !== "" && Number(digits) > MAX_AMOUNT) digits = String(MAX_AMOUNT);
  return { text: formatThousands(digits), value: parseDigits(digits) };
}

/** Where the caret goes in `text` so that `digitsAfter` digits stay to its right. */
export function caretFor(text: string, digitsAfter: number): number {
  if (digitsAfter <= 0) return text.length;
  let seen = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (/\d/.test(text[i])) seen++;
    if (seen === digitsAfter) return i;
  }
  return 0;
}

export type AmountInputProps = Omit<InputProps, "value" | "onChange" | "defaultValue"> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/**
 * A rupiah amount typed at the counter: digits only, shown with thousands
 * dots. Every keystroke is
 * cleaned at once — a letter or a minus sign never shows — and the caret stays
 * next to the digit it was at. The value is a whole number of rupiah, or null
 * when empty. Works as an antd Form control (value/onChange).
 */
export const AmountInput = forwardRef<InputRef, AmountInputProps>(function AmountInput(
  { value, onChange, ...rest },
  ref,
) {
  const inner = useRef<InputRef | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const text =
    value === null || value === undefined || Number.isNaN(value)
      ? ""
      : formatThousands(Math.floor(value));

  useLayoutEffect(() => {
    const el = inner.current?.input;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const caret = e.target.selectionStart ?? raw.length;
    const digitsAfter = raw.slice(caret).replace(/\D/g, "").length;
    const next = amountText(raw);
    pendingCaret.current = caretFor(next.text, digitsAfter);
    // The input is controlled: when the cleaned value does not change (a letter typed),
    // React puts the old text back, so a refused key never shows.
    if (next.text !== raw) e.target.value = next.text;
    onChange?.(next.value);
  };

  return (
    <Input
      prefix="Rp"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      ref={(node) => {
        inner.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      value={text}
      onChange={handle}
    />
  );
});
