import type { Product } from "../api/types";

/** An outlet holding a product, as visitors see it: its id and name, never how many it holds. */
export type PickupOutlet = NonNullable<Product["available_at"]>[number];

/**
 * The outlets where the whole cart can be collected: those holding every product, in the shop's
 * order. Null in a shop of one outlet, whose products name no outlet (checkout looks as before).
 */
export function pickupOutlets(products: readonly Product[]): PickupOutlet[] | null {
  if (products.every((product) => !product.available_at)) return null;
  return products.reduce<PickupOutlet[]>((common, product) => {
    const held = new Set((product.available_at ?? []).map((outlet) => outlet.id));
    return common.filter((outlet) => held.has(outlet.id));
  }, products[0].available_at ?? []);
}
