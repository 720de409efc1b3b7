import type { ApiSchemas } from "@konter/ui-kit";

/**
 * One line of GET /api/transactions: a sale (its receipt at /api/sales/{id}) or a
 * repair bill (its receipt at /api/service-entries/{id}).
 */
export type PastTransaction = ApiSchemas["PastTransaction"];

export const MSG_LOAD_FAILED = "Gagal memuat riwayat transaksi";
export const MSG_RECEIPT_FAILED = "Gagal memuat struk";
export const HISTORY_PATH = "/dashboard/transaction/history";
