import type { ReceiptPayment } from "./receipt/ReceiptPayments";
/**
 * A repair as both UIs read it from the API (GET /api/service-entries/{id},
 * POST …/payment, the storefront's receipt link): the device and its owner, and the bill the
 * service cashier made (null before payment). Money in integer rupiah.
 */
export interface ServiceEntryView {
  id: number;
  /** When it was taken in. */
  date: string;
  customer_name: string;
  customer_phone: string | null;
  category: string | null;
  device_type: string;
  damage_type: string;
  description: string;
  status: string;
  service_info: string | null;
  imei: string | null;
  accessories: string | null;
  condition: string | null;
  /** A repair under the shop's warranty on a unit it sold. */
  warranty_repair?: boolean;
}

/** A spare part on a repair's bill, at the retail price it was billed at. */
export interface ServiceBillPart {
  product_name: string;
  quantity: number;
  sale_price: number;
}

/** The bill of a repair. */
export interface ServiceBillView {
  service_fee: number;
  total_parts_cost: number;
  total_amount: number;
  paid_amount: number;
  change_amount: number;
  remaining_amount: number;
  kasir_name: string | null;
  parts: readonly ServiceBillPart[] | null;
  /** How it was paid, a row per method. */
  payments?: readonly ReceiptPayment[];
  /** Set when an Admin voided the bill: the receipt prints BATAL. */
  voided_at?: string | null;
  void_reason?: string | null;
  voided_by?: string | null;
  void_refund?: number;
}

/** The service number as printed and typed: "SVC-12". */
export function serviceNumber(id: number | string): string {
  return `SVC-${id}`;
}
