import { describe, expect, it } from "vitest";
import { makeProduct } from "../test/http";
import { pickRelated, RELATED_COUNT, seededRandom, shuffle } from "./related";

const current = makeProduct({ id: 1, category: "Aksesoris" });
const sameCategory = [
  current,
  makeProduct({ id: 2, category: "Aksesoris" }),
  makeProduct({ id: 3, category: "Aksesoris" }),
];
const others = [
  makeProduct({ id: 2, category: "Aksesoris" }),
  makeProduct({ id: 10, category: "Handphone" }),
  makeProduct({ id: 11, category: "Laptop" }),
  makeProduct({ id: 12, category: "Printer" }),
];

describe("pickRelated", () => {
  it("shows 4 others: the same category first, then other categories, never the product itself or twice", () => {
    const picked = pickRelated(current, sameCategory, others, () => 0);
    expect(picked).toHaveLength(RELATED_COUNT);
    expect(picked.slice(0, 2).map((p) => p.id)).toEqual([2, 3]);
    expect(picked.slice(2).every((p) => p.category !== "Aksesoris")).toBe(true);
    expect(new Set(picked.map((p) => p.id)).size).toBe(4);
  });

  it("fills with the same category alone when it has enough", () => {
    const many = [2, 3, 4, 5, 6].map((id) => makeProduct({ id, category: "Aksesoris" }));
    expect(pickRelated(current, many, others).map((p) => p.id)).toEqual([2, 3, 4, 5]);
  });

  it("picks the others at random", () => {
    const first = pickRelated(current, [], others, () => 0).map((p) => p.id);
    const last = pickRelated(current, [], others, () => 0.99).map((p) => p.id);
    expect(first).not.toEqual(last);
    expect([...first].sort()).toEqual([10, 11, 12]);
  });
});

describe("shuffle", () => {
  it("keeps every element and leaves the input alone", () => {
    const list = [1, 2, 3, 4, 5];
    expect([...shuffle(list)].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("seededRandom", () => {
  it("repeats itself for one seed, so a refetch keeps the same picks", () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      makeProduct({ id: 100 + i, category: `K${i}` }),
    );
    const once = pickRelated(current, [], many, seededRandom(42)).map((p) => p.id);
    expect(pickRelated(current, [], many, seededRandom(42)).map((p) => p.id)).toEqual(once);
    expect(pickRelated(current, [], many, seededRandom(7)).map((p) => p.id)).not.toEqual(once);
  });
});
