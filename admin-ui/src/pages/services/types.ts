import type { BaseKey } from "@refinedev/core";
import type { ServiceBillView } from "@konter/ui-kit";

/** A device taken in for repair (GET /api/service-entries), shown as SVC-{id}. */
export interface ServiceEntry {
  id: number;
  customer_id: number;
  customer_name: string;
  customer_phone: string | null;
  kasir_id: BaseKey | null;
  category: string;
  device_type: string;
  damage_type: string;
  description: string;
  status: string;
  /** When it was taken in. */
  date: string;
  service_info: string | null;
  /** YYYY-MM-DD. */
  info_date: string | null;
  imei: string | null;
  accessories: string | null;
  condition: string | null;
  warranty_until: string | null;
  /** The finished repair, still under warranty, this device came back from. */
  warranty_return_of: number | null;
  /** A repair under the shop's warranty on the unit it sold (unit_id): no fee by default, free parts. */
  warranty_repair: boolean;
  unit_id: number | null;
  /** The secret of the customer's QR code (staff only). */
  tracking_token?: string;
  created_at: string;
}

/** A spare part on a repair's bill, at the retail price it was billed at. */
export interface ServicePart {
  id: BaseKey;
  product_id: number;
  product_name: string;
  quantity: number;
  sale_price: number;
}

/** The bill of a repair (ui-kit's, as the receipt prints it): one per entry, replaced when the service cashier processes it again. */
export interface ServiceBill extends ServiceBillView {
  id: BaseKey;
  service_entry_id: number;
  customer_name_cache: string;
  payment_method: "tunai" | "cicilan";
  created_at: string;
  updated_at: string;
  parts: ServicePart[];
}

/** GET /api/service-entries/{id} and POST …/payment: the entry and its bill (null before payment). */
export interface ServiceReceiptData {
  entry: ServiceEntry;
  bill: ServiceBill | null;
}

/** What the intake form sends (POST /api/service-entries, PUT /api/service-entries/{id}). */
export interface EntryBody {
  customer_id?: number;
  category: string;
  device_type: string;
  damage_type: string;
  description: string;
  status: string;
  date?: string;
  imei?: string;
  accessories?: string;
  condition?: string;
  warranty_repair?: boolean;
}
