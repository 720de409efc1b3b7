import type { BaseKey } from "@refinedev/core";
import type { ReceiptPayment } from "@konter/ui-kit";
import type { Voided } from "../returns/types";

/** A sale as the server answers POST /api/sales and GET /api/sales/{id}; voided ones carry their void. */
export interface Sale extends Partial<Voided> {
  id: BaseKey;
  created_at: string;
  transaction_id_display: string;
  customer_id: BaseKey | null;
  customer_name_cache: string | null;
  customer_type: "umum" | "reseller";
  subtotal: number;
  discount: number;
  total_amount: number;
  paid_amount: number;
  change_amount: number;
  remaining_amount: number;
  /** The value of the goods its returns took back until now. */
  returned_amount?: number;
  payment_method: "tunai" | "cicilan";
  kasir_id: BaseKey | null;
  kasir_name: string | null;
  items: SaleItem[];
  /** How it was paid, a row per method (on the receipt, not in lists). */
  payments?: ReceiptPayment[];
}

export interface SaleItem {
  id?: BaseKey;
  product_id: BaseKey;
  product_name: string;
  quantity: number;
  buy_price_at_sale: number;
  sale_price_at_sale: number;
  /** The units sold on this line (a tracked product), on the receipt. */
  units?: { id: number; imei: string | null; imei2: string | null; serial: string | null }[];
  /** The shop's warranty on the line's category on the day of sale, and its last day (YYYY-MM-DD). */
  warranty_name?: string;
  warranty_until?: string;
}

/** GET /api/orders/{id} (staff): a member's order to pay at the counter. */
export interface StaffOrder {
  id: BaseKey;
  order_number: string;
  status: string;
  sale_id: BaseKey | null;
  total_amount: number;
  member_id: BaseKey | null;
  member_name: string | null;
  member_phone?: string | null;
  created_at: string;
  items: {
    id: BaseKey;
    product_id: BaseKey;
    product_name: string;
    quantity: number;
    price_at_order: number;
  }[];
}
