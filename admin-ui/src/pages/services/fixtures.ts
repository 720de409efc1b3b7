import { json } from "../../test/fetchMock";
import { kasirSession } from "../../test/fixtures";
import type { ServiceBill, ServiceEntry } from "./types";

/** Shared by the repair pages' tests. */
export function serviceEntry(over: Partial<ServiceEntry> = {}): ServiceEntry {
  return {
    id: 12,
    customer_id: 4,
    customer_name: "Budi Santoso",
    customer_phone: "081234567890",
    kasir_id: 2,
    category: "Handphone",
    device_type: "Samsung Galaxy A52",
    damage_type: "LCD pecah",
    description: "Layar retak setelah jatuh.",
    status: "Pending",
    state: "Antri",
    promised_date: null,
    date: "2026-11-22T03:15:00Z", // 10:15 in Jakarta
    service_info: null,
    info_date: null,
    imei: "356789104512345",
    accessories: "Charger, casing",
    condition: null,
    checklist: [],
    warranty_until: null,
    warranty_return_of: null,
    warranty_repair: false,
    unit_id: null,
    tracking_token: "tok_0123456789abcdefXYZ",
    created_at: "2026-11-22T03:15:00Z",
    outlet_id: 1,
    technician_id: null,
    technician_name: null,
    outlet_name: "Konter",
    ...over,
  };
}

export function serviceBill(over: Partial<ServiceBill> = {}): ServiceBill {
  return {
    id: 5,
    service_entry_id: 12,
    customer_name_cache: "Budi Santoso",
    service_fee: 150000,
    total_parts_cost: 450000,
    total_amount: 600000,
    paid_amount: 700000,
    change_amount: 100000,
    remaining_amount: 0,
    payment_method: "tunai",
    kasir_name: "Rina Marlina",
    created_at: "2026-11-22T05:00:00Z",
    updated_at: "2026-11-22T05:00:00Z",
    parts: [
      {
        id: 1,
        transaction_id: 5,
        product_id: 7,
        product_name: "LCD Samsung A52",
        quantity: 1,
        sale_price: 450000,
        buy_price: 380000,
      },
    ],
    customer_id: 4,
    description: "Ganti LCD",
    kasir_id: 2,
    voided_at: null,
    void_reason: null,
    voided_by: null,
    void_refund: 0,
    ...over,
  };
}

export const shopRoutes = {
  "GET /api/auth/me": () => json(kasirSession),
  "GET /api/settings": () =>
    json({ appName: "Konter Maju Jaya", contactPhone: "0812-1111-2222", timezone: "Asia/Jakarta" }),
};
