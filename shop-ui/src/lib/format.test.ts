import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./format";

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
