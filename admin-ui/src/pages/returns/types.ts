import type { BaseKey } from "@refinedev/core";
import type { Sale } from "../sales/types";

/** What a voided sale or repair bill carries (POST /api/sales/{id}/void, /api/service-entries/{id}/void). */
export interface Voided {
  voided_at: string | null;
  void_reason: string | null;
  voided_by: string | null;
  void_refund: number;
}

/**
 * What voiding or taking goods back needs of a sale: a report's row (with its items) or a line
 * of the transaction history (the dialog loads the items).
 */
export type SaleRef = Pick<Sale, "id" | "transaction_id_display" | "remaining_amount"> &
  Partial<Pick<Sale, "items" | "voided_at">>;

/** A return of some goods of a sale (POST /api/sales/{id}/returns, GET /api/returns/{id}). */
export interface SaleReturn {
  id: BaseKey;
  return_id_display: string;
  transaction_id: BaseKey;
  transaction_id_display: string;
  customer_name: string | null;
  reason: string;
  refund_method: string;
  value_amount: number;
  debt_reduced: number;
  refund_amount: number;
  /** What is left of a refund kept as credit for an exchange (refund_method "tukar"). */
  credit_left: number;
  admin_name: string | null;
  created_at: string;
  items: {
    sale_item_id: BaseKey;
    product_id: BaseKey;
    product_name: string;
    quantity: number;
    sale_price_at_sale: number;
  }[];
}

export const MSG_VOIDED = "Transaksi berhasil dibatalkan.";
export const MSG_RETURNED = "Retur berhasil disimpan.";
export const MSG_VOID_FAILED = "Gagal membatalkan transaksi";
export const MSG_RETURN_FAILED = "Gagal menyimpan retur";
export const MSG_PICK_RETURN = "Isi jumlah barang yang diretur.";
