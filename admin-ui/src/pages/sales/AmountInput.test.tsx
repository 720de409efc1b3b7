import { describe, expect, it } from "vitest";
import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { AmountInput, amountText, caretFor } from "./AmountInput";

function Host({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <AmountInput aria-label="Jumlah Bayar" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe("payment amount input", () => {
  it("keeps digits only and groups thousands with dots", () => {
    expect(amountText("1250000")).toEqual({ text: "1.250.000", value: 1250000 });
    expect(amountText("Rp 1.250.000x")).toEqual({ text: "1.250.000", value: 1250000 });
    expect(amountText("-500")).toEqual({ text: "500", value: 500 });
    expect(amountText("00750")).toEqual({ text: "750", value: 750 });
    expect(amountText("abc")).toEqual({ text: "", value: null });
    expect(amountText("99999999999999").value).toBe(999_999_999_999);
  });

  it("never shows a letter, not even for a moment, and reports the number", () => {
    render(<Host />);
    const input = screen.getByLabelText("Jumlah Bayar") as HTMLInputElement;
    input.focus();
    fireEvent.change(input, { target: { value: "12" } });
    expect(input.value).toBe("12");
    fireEvent.change(input, { target: { value: "12a" } });
    expect(input.value).toBe("12");
    expect(screen.getByTestId("value").textContent).toBe("12");
    fireEvent.change(input, { target: { value: "1250000" } });
    expect(input.value).toBe("1.250.000");
    expect(screen.getByTestId("value").textContent).toBe("1250000");
    fireEvent.change(input, { target: { value: "" } });
    expect(input.value).toBe("");
    expect(screen.getByTestId("value").textContent).toBe("null");
  });

  it("shows a value set from outside (e.g. 'Uang Pas') with dots", () => {
    render(<Host initial={2799000} />);
    expect((screen.getByLabelText("Jumlah Bayar") as HTMLInputElement).value).toBe("2.799.000");
  });

  it("keeps the caret next to the digit it was at", () => {
    // "1.250.000" with 3 digits right of the caret → before the last group.
    expect(caretFor("1.250.000", 3)).toBe(6);
    expect(caretFor("1.250.000", 0)).toBe(9);
    expect(caretFor("1.250.000", 7)).toBe(0);
  });
});
