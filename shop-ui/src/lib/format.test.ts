import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatReceiptDate, formatRupiah } from "./format";

const NBSP = "\u00a0";

describe("formatRupiah", () => {
  it("writes rupiah the Indonesian way: dots between thousands, no decimals", () => {
    // Intl separates the symbol with a no-break space so "Rp" never ends a line alone.
    expect(formatRupiah(1250000)).toBe(`Rp${NBSP}1.250.000`);
    expect(formatRupiah(1250000).replace(/\s/g, " ")).toBe("Rp 1.250.000");
  });

  it("formats small and zero amounts", () => {
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
    expect(formatRupiah(999)).toBe(`Rp${NBSP}999`);
    expect(formatRupiah(15000)).toBe(`Rp${NBSP}15.000`);
  });

  it("never shows cents, rounding to whole rupiah", () => {
    expect(formatRupiah(1999.6)).toBe(`Rp${NBSP}2.000`);
  });

  it("shows a minus sign for negative amounts (refunds, discounts)", () => {
    expect(formatRupiah(-5000)).toBe(`-Rp${NBSP}5.000`);
  });

  it("does not print NaN when a price is missing", () => {
    expect(formatRupiah(Number.NaN)).toBe(`Rp${NBSP}0`);
  });
});

describe("formatDate", () => {
  it("formats as 'd MMMM yyyy' with Indonesian month names", () => {
    expect(formatDate("2026-11-22T05:00:00Z")).toBe("22 November 2026");
    expect(formatDate("2026-08-17T05:00:00Z")).toBe("17 Agustus 2026");
    expect(formatDate("2026-01-05T05:00:00Z")).toBe("5 Januari 2026");
    expect(formatDate(new Date("2026-05-01T05:00:00Z"))).toBe("1 Mei 2026");
  });

  it("uses the shop's time zone (Asia/Jakarta, UTC+7), not UTC", () => {
    // 18:30 UTC on the 21st is already 01:30 on the 22nd in Jakarta.
    expect(formatDate("2026-11-21T18:30:00Z")).toBe("22 November 2026");
    expect(formatDate("2026-11-21T16:59:00Z")).toBe("21 November 2026");
  });

  it("accepts another time zone when asked", () => {
    expect(formatDate("2026-11-21T18:30:00Z", "UTC")).toBe("21 November 2026");
  });

  it('shows nothing for a missing or broken date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("bukan tanggal")).toBe("");
  });
});

describe("formatDay", () => {
  it("writes a calendar date as 'd MMMM yyyy' without shifting it across time zones", () => {
    expect(formatDay("2026-11-22")).toBe("22 November 2026");
    expect(formatDay("2026-01-01")).toBe("1 Januari 2026");
    expect(formatDay("2026-02-30")).toBe("");
    expect(formatDay(null)).toBe("");
  });
});

describe("formatReceiptDate", () => {
  it("writes dd/MM/yy HH:mm on the shop's clock (Asia/Jakarta)", () => {
    expect(formatReceiptDate("2026-11-22T03:05:00Z")).toBe("22/11/26 10:05");
    expect(formatReceiptDate("2026-12-31T18:30:00Z")).toBe("01/01/27 01:30");
    expect(formatReceiptDate("2026-12-31T18:30:00Z", "UTC")).toBe("31/12/26 18:30");
  });

  it("falls back to Jakarta for an unknown zone and is empty without a date", () => {
    expect(formatReceiptDate("2026-11-22T03:05:00Z", "Mars/Olympus")).toBe("22/11/26 10:05");
    expect(formatReceiptDate("")).toBe("");
    expect(formatReceiptDate("bukan tanggal")).toBe("");
  });
});
