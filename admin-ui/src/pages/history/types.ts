import type { BaseKey } from "@refinedev/core";

/**
 * One line of GET /api/transactions: a sale (its receipt at /api/sales/{id}) or a
 * repair bill (its receipt at /api/service-entries/{id}).
 */
export interface PastTransaction {
  kind: "penjualan" | "service";
  id: BaseKey;
  number: string;
  created_at: string;
  customer_id: BaseKey | null;
  customer_name: string | null;
  detail: string;
  total_amount: number;
  paid_amount: number;
  remaining_amount: number;
  payment_method: string;
  /** How it was paid at the till: its payments' methods, in the cashier's order. */
  methods: string[];
  kasir_name: string | null;
  /** When it was voided ('Batal'); null while it stands. */
  voided_at: string | null;
  /** The value of a sale's goods taken back by its returns; 0 for a repair bill. */
  returned_amount: number;
}

export const MSG_LOAD_FAILED = "Gagal memuat riwayat transaksi";
export const MSG_RECEIPT_FAILED = "Gagal memuat struk";
export const HISTORY_PATH = "/dashboard/transaction/history";
