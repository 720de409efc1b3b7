import type { ApiSchemas } from "@konter/ui-kit";

/** A sale as the server answers POST /api/sales and GET /api/sales/{id}; voided ones carry their void. */
export type Sale = ApiSchemas["Sale"];
export type SaleItem = ApiSchemas["SaleItem"];
/** GET /api/orders/{id} (staff): a member's order to pay at the counter. */
export type StaffOrder = ApiSchemas["StaffOrderDetail"];
