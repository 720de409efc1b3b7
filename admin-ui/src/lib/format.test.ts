import { describe, expect, it } from "vitest";

describe("rupiah fields", () => {
  it("groups the digits with dots, whatever else was typed", async () => {
    const { formatThousands, parseDigits } = await import("./format");
    expect(formatThousands(1250000)).toBe("1.250.000");
    expect(formatThousands("Rp 85.000,-")).toBe("85.000");
    expect(formatThousands("007")).toBe("7");
    expect(formatThousands(undefined)).toBe("");
    expect(parseDigits("Rp 1.250.000")).toBe(1250000);
    expect(parseDigits("-5.000")).toBe(5000);
    expect(parseDigits("abc")).toBeNull();
  });
});

describe("dates", () => {
  it("formats Indonesian dates and API days, with '-' for none", async () => {
    const { formatDate, formatDateTime, toApiDate } = await import("./format");
    const dayjs = (await import("dayjs")).default;
    expect(formatDate("2025-03-01")).toBe("1 Mar 2025");
    expect(formatDate("2025-08-17", "D MMMM YYYY")).toBe("17 Agustus 2025");
    expect(formatDate(null)).toBe("-");
    expect(formatDateTime("2025-03-01T09:05:00")).toBe("01/03/25 09:05");
    expect(toApiDate(dayjs("2025-12-31T23:00:00"))).toBe("2025-12-31");
    expect(toApiDate(null)).toBeUndefined();
  });
});
