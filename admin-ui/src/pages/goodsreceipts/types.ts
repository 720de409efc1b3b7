import type { ApiSchemas } from "@konter/ui-kit";

/** A goods receipt (penerimaan barang) as GET /api/goods-receipts lists it. */
export type GoodsReceipt = ApiSchemas["GoodsReceipt"];
/** What the shop bought from a supplier and still owes it (GET /api/goods-receipts/per-supplier). */
export type SupplierGoodsReceipts = ApiSchemas["SupplierGoodsReceipts"];

export const MSG_RECEIVED = "Penerimaan barang berhasil disimpan. Stok sudah bertambah.";
export const MSG_RECEIVE_FAILED = "Gagal menyimpan penerimaan barang";
export const MSG_PAID_SUPPLIER = "Pembayaran ke supplier berhasil dicatat.";
export const MSG_PAY_FAILED = "Gagal mencatat pembayaran ke supplier";
export const MSG_LOAD_FAILED = "Gagal memuat penerimaan barang";
export { MSG_GOODS_RECEIPT_NO_LINES, MSG_GOODS_RECEIPT_NO_SUPPLIER } from "@konter/ui-kit";
