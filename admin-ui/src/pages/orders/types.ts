import type { BaseKey } from "@refinedev/core";

export type OrderStatus = "Pending" | "Processed" | "Cancelled";

/** Staff may pick any of the three. */
export const ORDER_STATUSES: readonly OrderStatus[] = ["Pending", "Processed", "Cancelled"];

/**
 * A member's order as the staff see it (GET /api/orders); the member_* fields
 * are null once the member's account is deleted ('Member Dihapus').
 */
export interface Order {
  id: BaseKey;
  order_number: string;
  member_id: BaseKey | null;
  member_name: string | null;
  member_email: string | null;
  member_phone: string | null;
  member_address: string | null;
  total_amount: number;
  status: OrderStatus;
  /** The cashier's sale the order was paid with ('Proses di Kasir'). */
  sale_id: BaseKey | null;
  created_at: string;
}

/** GET /api/orders/{id}: the order with its lines, priced at order time. */
export interface OrderDetail extends Order {
  items: OrderItem[];
}

export interface OrderItem {
  id: BaseKey;
  product_id: BaseKey;
  product_name: string;
  product_image_url: string | null;
  quantity: number;
  price_at_order: number;
}
