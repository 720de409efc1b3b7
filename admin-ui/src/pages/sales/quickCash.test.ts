import { describe, expect, it } from "vitest";
import { quickCashAmounts } from "./quickCash";

describe("quickCashAmounts", () => {
  it("offers the next hundreds a customer hands over for Rp 363.000", () => {
    expect(quickCashAmounts(363_000)).toEqual([400_000, 500_000]);
  });

  it("offers round notes for a small total", () => {
    expect(quickCashAmounts(27_500)).toEqual([30_000, 40_000, 50_000, 100_000]);
    expect(quickCashAmounts(8_000)).toEqual([10_000, 20_000, 50_000, 100_000]);
    expect(quickCashAmounts(1_500)).toEqual([2_000, 5_000, 10_000, 20_000]);
  });

  it("never offers the total itself (that is 'Uang Pas')", () => {
    expect(quickCashAmounts(100_000)).toEqual([200_000]);
    expect(quickCashAmounts(50_000)).toEqual([60_000, 100_000]);
  });

  it("rounds a large total to hundreds of thousands", () => {
    expect(quickCashAmounts(1_250_000)).toEqual([1_300_000, 1_400_000]);
    expect(quickCashAmounts(2_799_000)).toEqual([2_800_000, 2_900_000]);
  });

  it("offers nothing when there is nothing to pay", () => {
    expect(quickCashAmounts(0)).toEqual([]);
    expect(quickCashAmounts(-5_000)).toEqual([]);
    expect(quickCashAmounts(Number.NaN)).toEqual([]);
  });
});
