import { describe, expect, it } from "vitest";
import fixture from "./imeiCases.gen.json";
import { imeiRefusal, looksLikeImei, validImei } from "./imei";

describe("validImei", () => {
  it.each(fixture.cases)("$rule", ({ number, valid }) => {
    expect(validImei(number)).toBe(valid);
  });
});

describe("looksLikeImei", () => {
  it("takes 15 digits as an IMEI and anything else as a serial", () => {
    expect(looksLikeImei("490154203237519")).toBe(true);
    expect(looksLikeImei("49015420323751")).toBe(false);
    expect(looksLikeImei("SN-4901542032375")).toBe(false);
  });
});

it("names the refused IMEI as the server does", () => {
  expect(imeiRefusal("490154203237519")).toBe("IMEI 490154203237519 tidak valid.");
});
