import { describe, expect, it } from "vitest";
import { indexAfterChange, nextIndex, previousIndex, wrapIndex } from "./carousel";

describe("the carousel loop", () => {
  it("goes from the last slide to the first and from the first to the last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 3)).toBe(0);
  });

  it("stays on the only slide", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("wraps any index into range and is 0 without slides", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });
});

describe("indexAfterChange", () => {
  const key = (ad: { id: number }) => ad.id;
  const ads = (...ids: number[]) => ids.map((id) => ({ id }));

  it("keeps showing the same ad when another is added or removed", () => {
    expect(indexAfterChange(ads(1, 2, 3), ads(0, 1, 2, 3), 1, key)).toBe(2);
    expect(indexAfterChange(ads(1, 2, 3), ads(2, 3), 2, key)).toBe(1);
  });

  it("stays at the same place (wrapped) when the ad on screen was deleted", () => {
    expect(indexAfterChange(ads(1, 2, 3), ads(1, 2), 2, key)).toBe(0);
    expect(indexAfterChange(ads(1, 2, 3), ads(1, 3), 1, key)).toBe(1);
    expect(indexAfterChange(ads(1), [], 0, key)).toBe(0);
  });
});
