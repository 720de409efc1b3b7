import type { BaseKey } from "@refinedev/core";

/** An instalment (GET /api/installments): a customer's debt from a sale, a service, or entered by hand. */
export interface Installment {
  id: BaseKey;
  transaction_id_display: string;
  /** Penjualan, Servis, or Lainnya (manual). */
  transaction_type: string;
  customer_id: BaseKey | null;
  customer_name_cache: string | null;
  total_amount: number;
  paid_amount: number;
  remaining_amount: number;
  /** Belum Lunas or Lunas. */
  status: string;
  details: string | null;
  created_at: string;
}

/** One payment on an instalment (GET /api/installments/{id}/payments, newest first). */
export interface InstallmentPayment {
  id: BaseKey;
  amount: number;
  kasir_name: string | null;
  created_at: string;
  /** How it was paid, one row per method. */
  payments?: { method: string; amount: number }[];
}
