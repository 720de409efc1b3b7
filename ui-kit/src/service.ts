import type { ApiSchemas } from "./api";
import { INTAKE_CHECKS } from "./server.gen";

/**
 * A repair as a receipt prints it (GET /api/service-entries/{id}, POST …/payment, the
 * storefront's receipt link): the device and its owner.
 */
export type ServiceEntryView = Pick<
  ApiSchemas["ServiceEntry"],
  | "id"
  | "date"
  | "customer_name"
  | "customer_phone"
  | "category"
  | "device_type"
  | "damage_type"
  | "description"
  | "status"
  | "service_info"
  | "imei"
  | "accessories"
  | "condition"
  | "warranty_repair"
> &
  // The staff's receipt prints the intake's checklist; a shared bill's page has none.
  Partial<Pick<ApiSchemas["ServiceEntry"], "checklist">>;

/** A spare part on a repair's bill, at the retail price it was billed at. */
export type ServiceBillPart = Pick<
  ApiSchemas["ServiceBillPart"],
  "product_name" | "quantity" | "sale_price"
>;

/** The bill of a repair as its receipt prints it (null before payment). Money in integer rupiah. */
export type ServiceBillView = Pick<
  ApiSchemas["ServiceBill"],
  | "service_fee"
  | "total_parts_cost"
  | "total_amount"
  | "paid_amount"
  | "change_amount"
  | "remaining_amount"
  | "payments"
  | "voided_at"
  | "void_reason"
  | "void_refund"
> &
  // The back office's bill names its staff; the customer's receipt link does not.
  Partial<Pick<ApiSchemas["ServiceBill"], "kasir_name" | "voided_by">> & {
    parts: readonly ServiceBillPart[] | null;
  };

/** The service number as printed and typed: "SVC-12". */
export function serviceNumber(id: number | string): string {
  return `SVC-${id}`;
}

/**
 * The boxes of one checklist group ticked at intake, as the repair's page and
 * its receipt say them: "Layar retak, Slot SIM"; "" when none.
 */
export function checklistText(
  checklist: readonly string[] | null | undefined,
  group: "kondisi" | "kelengkapan",
): string {
  return INTAKE_CHECKS.filter((c) => c.group === group && checklist?.includes(c.key))
    .map((c) => c.label)
    .join(", ");
}
