import type { StockReasonCode } from "@konter/ui-kit";

/** Stock ledger reasons (GET /api/products/{id}/movements) in the shop's words: one for each of the server's. */
export const STOCK_REASONS: Readonly<Record<StockReasonCode, string>> = {
  initial: "Stok awal",
  restock: "Barang masuk",
  adjustment: "Koreksi",
  sale: "Penjualan",
  service_part: "Sparepart servis",
  service_part_returned: "Sparepart dikembalikan",
  order_reserved: "Dipesan member",
  order_released: "Pesanan dibatalkan",
  import: "Impor",
  purchase: "Penerimaan barang",
  opname: "Stock opname",
  void: "Transaksi dibatalkan",
  return: "Retur penjualan",
  "transfer-out": "Mutasi keluar",
  "transfer-in": "Mutasi masuk",
  "write-off": "Selisih mutasi dihapuskan",
};

export function stockReasonLabel(reason: string): string {
  return STOCK_REASONS[reason as StockReasonCode] ?? reason;
}
