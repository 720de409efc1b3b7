import type { ApiSchemas } from "@konter/ui-kit";

/**
 * A member's order as the staff see it (GET /api/orders); the member_* fields
 * are null once the member's account is deleted ('Member Dihapus').
 */
export type Order = ApiSchemas["StaffOrder"];
export type OrderStatus = Order["status"];

/** Staff may pick any of the three. */
export const ORDER_STATUSES: readonly OrderStatus[] = ["Pending", "Processed", "Cancelled"];

/** GET /api/orders/{id}: the order with its lines, priced at order time. */
export type OrderDetail = ApiSchemas["StaffOrderDetail"];
export type OrderItem = ApiSchemas["OrderItem"];
