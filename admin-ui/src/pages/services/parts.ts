import type { Product } from "../../interfaces";
import type { CartLine } from "../sales/cart";
import type { ServicePart } from "./types";

/**
 * The parts a bill already holds, per product: processing the entry again
 * puts them back in stock before the new ones are taken, so they count as
 * available on top of the shelf's stock.
 */
export function heldParts(parts: readonly ServicePart[] | null | undefined): Map<string, number> {
  const held = new Map<string, number>();
  for (const p of parts ?? [])
    held.set(String(p.product_id), (held.get(String(p.product_id)) ?? 0) + p.quantity);
  return held;
}

/**
 * A processed bill's parts as the cashier's lines, at today's retail price
 * (the server prices them again). A product that no longer exists keeps the
 * name and price it was billed with; the server will refuse it.
 */
export function billLines(
  parts: readonly ServicePart[],
  products: ReadonlyMap<string, Product>,
): CartLine[] {
  const held = heldParts(parts);
  const lines: CartLine[] = [];
  for (const [id, quantity] of held) {
    const product = products.get(id);
    const billed = parts.find((p) => String(p.product_id) === id)!;
    lines.push({
      product_id: billed.product_id,
      name: product?.name ?? billed.product_name,
      barcode: product?.barcode ?? "",
      stock: (product?.stock ?? 0) + quantity,
      retail_price: product?.retail_price ?? billed.sale_price,
      reseller_price: product?.retail_price ?? billed.sale_price,
      quantity,
    });
  }
  return lines;
}
