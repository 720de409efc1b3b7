import { describe, expect, it } from "vitest";
import { formatRupiah } from "./format";

// Intl puts a no-break space between "Rp" and the digits.
const nbsp = "\u00a0";

describe("formatRupiah", () => {
  it("formats with dots for thousands and no decimals", () => {
    expect(formatRupiah(1250000)).toBe(`Rp${nbsp}1.250.000`);
    expect(formatRupiah(15000)).toBe(`Rp${nbsp}15.000`);
    expect(formatRupiah(0)).toBe(`Rp${nbsp}0`);
  });

  it("never shows decimals, even for a stray fraction", () => {
    expect(formatRupiah(999.6)).toBe(`Rp${nbsp}1.000`);
  });

  it("shows negative amounts", () => {
    expect(formatRupiah(-5000)).toBe(`-Rp${nbsp}5.000`);
  });

  it("renders a missing amount as a dash", () => {
    expect(formatRupiah(null)).toBe("-");
    expect(formatRupiah(undefined)).toBe("-");
    expect(formatRupiah(Number.NaN)).toBe("-");
  });
});
