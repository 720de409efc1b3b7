import type { ApiSchemas } from "@konter/ui-kit";
import type { Sale } from "../sales/types";

/** What a voided sale or repair bill carries (POST /api/sales/{id}/void, /api/service-entries/{id}/void). */
export type Voided = Pick<Sale, "voided_at" | "void_reason" | "voided_by" | "void_refund">;

/**
 * What voiding or taking goods back needs of a sale: a report's row (with its items) or a line
 * of the transaction history (the dialog loads the items).
 */
export type SaleRef = Pick<Sale, "id" | "transaction_id_display" | "remaining_amount"> &
  Partial<Pick<Sale, "items" | "voided_at" | "all_returned">>;

/** A return of some goods of a sale (POST /api/sales/{id}/returns, GET /api/returns/{id}). */
export type SaleReturn = ApiSchemas["SaleReturn"];

export const MSG_VOIDED = "Transaksi berhasil dibatalkan.";
export const MSG_RETURNED = "Retur berhasil disimpan.";
export const MSG_VOID_FAILED = "Gagal membatalkan transaksi";
export const MSG_RETURN_FAILED = "Gagal menyimpan retur";
export const MSG_PICK_RETURN = "Isi jumlah barang yang diretur.";
