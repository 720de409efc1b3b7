import type { CartLine } from "./cart";
import type { StaffOrder } from "./types";

/** A member's order as read-only cart lines, at the prices it was ordered at. */
export function orderLines(order: StaffOrder | undefined): CartLine[] {
  return (order?.items ?? []).map((it) => ({
    product_id: it.product_id,
    name: it.product_name,
    barcode: "",
    stock: it.quantity,
    retail_price: it.price_at_order,
    reseller_price: it.price_at_order,
    quantity: it.quantity,
  }));
}
