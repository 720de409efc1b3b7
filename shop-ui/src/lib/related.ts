import type { Product } from "../api/types";

/** 'Produk Lainnya' shows 4 other products. */
export const RELATED_COUNT = 4;

/**
 * A repeatable random source (mulberry32): the same seed gives the same picks, so refetching
 * 'Produk Lainnya' after a realtime notice does not reshuffle it under the shopper's eyes.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates, with the random source passed in so tests can fix it. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The products shown beside `current`: its own category first, then others in random order, never
 * the product itself, each once, at most RELATED_COUNT.
 */
export function pickRelated(
  current: Pick<Product, "id" | "category">,
  sameCategory: readonly Product[],
  others: readonly Product[],
  random: () => number = Math.random,
): Product[] {
  const same = sameCategory.filter((p) => p.id !== current.id && p.category === current.category);
  const rest = shuffle(
    others.filter((p) => p.id !== current.id && p.category !== current.category),
    random,
  );
  return [...same, ...rest].slice(0, RELATED_COUNT);
}
