import type { ApiSchemas } from "@konter/ui-kit";

/** A device taken in for repair (GET /api/service-entries), shown as SVC-{id}. */
export type ServiceEntry = ApiSchemas["ServiceEntry"];

/** A spare part on a repair's bill, at the retail price it was billed at. */
export type ServicePart = Pick<
  ApiSchemas["ServiceBillPart"],
  "id" | "product_id" | "product_name" | "quantity" | "sale_price"
>;

/** The bill of a repair: one per entry, replaced when the service cashier processes it again. */
export type ServiceBill = ApiSchemas["ServiceBill"];

/** GET /api/service-entries/{id} and POST …/payment: the entry and its bill (null before payment). */
export type ServiceReceiptData = ApiSchemas["ReceiptBody"];

/** What the intake form sends (POST /api/service-entries, PUT /api/service-entries/{id}). */
export type EntryBody = ApiSchemas["EntryBody"];
export type RepairMove = ApiSchemas["RepairMove"];
export type RepairAssignment = ApiSchemas["RepairAssignment"];
/** A user repairs may be assigned to (GET /api/technicians). */
export type Technician = ApiSchemas["Technician"];
export type UsedPart = ApiSchemas["UsedPart"];
