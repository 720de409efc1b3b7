import { describe, expect, it } from "vitest";
import { formatRupiah } from "./money";

describe("formatRupiah", () => {
  it("writes whole rupiah with dots, Rp held to the digits by a no-break space", () => {
    expect(formatRupiah(1250000)).toBe("Rp\u00a01.250.000");
    expect(formatRupiah(0)).toBe("Rp\u00a00");
    expect(formatRupiah(-50000)).toBe("-Rp\u00a050.000");
    expect(formatRupiah(1999.6)).toBe("Rp\u00a02.000");
  });

  it("prints a dash for a missing amount, never Rp NaN", () => {
    expect(formatRupiah(null)).toBe("-");
    expect(formatRupiah(undefined)).toBe("-");
    expect(formatRupiah(Number.NaN)).toBe("-");
  });
});
