import type { BaseKey } from "@refinedev/core";

/** A goods receipt (penerimaan barang) as GET /api/goods-receipts lists it. */
export interface GoodsReceipt {
  id: BaseKey;
  number: string;
  supplier_id: number;
  supplier_name: string;
  invoice_number: string;
  received_on: string;
  total: number;
  paid: number;
  created_at: string;
  lines: {
    id: BaseKey;
    product_id: number;
    product_name: string;
    quantity: number;
    buy_price: number;
  }[];
}

/** What the shop bought from a supplier and still owes it (GET /api/goods-receipts/per-supplier). */
export interface SupplierGoodsReceipts {
  supplier_id: number;
  supplier_name: string;
  receipts: number;
  total: number;
  paid: number;
  owed: number;
}

export const MSG_RECEIVED = "Penerimaan barang berhasil disimpan. Stok sudah bertambah.";
export const MSG_RECEIVE_FAILED = "Gagal menyimpan penerimaan barang";
export const MSG_PAID_SUPPLIER = "Pembayaran ke supplier berhasil dicatat.";
export const MSG_PAY_FAILED = "Gagal mencatat pembayaran ke supplier";
export const MSG_LOAD_FAILED = "Gagal memuat penerimaan barang";
export { MSG_GOODS_RECEIPT_NO_LINES, MSG_GOODS_RECEIPT_NO_SUPPLIER } from "@konter/ui-kit";
