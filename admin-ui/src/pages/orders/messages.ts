import type { Order } from "./types";

/** The Indonesian texts of "Manajemen Pesanan", as the spec words them. */
export const MSG_DELETED_MEMBER = "Member Dihapus";
export const MSG_DELETED_MEMBER_DETAIL = "Data member untuk pesanan ini telah dihapus.";
export const MSG_STATUS_SAVED = "Status pesanan berhasil diperbarui.";
export const MSG_STATUS_FAILED = "Gagal memperbarui status";
export const MSG_DELETED = "Pesanan berhasil dihapus.";
export const MSG_DELETE_FAILED = "Gagal menghapus pesanan";
export const MSG_LOAD_FAILED = "Gagal memuat pesanan";
export const MSG_DETAIL_FAILED = "Gagal memuat detail pesanan";

/** 'Proses di Kasir' pays the order at the sales cashier. */
export const cashierPath = (order: Pick<Order, "id">) =>
  `/dashboard/transaction/sales?order=${encodeURIComponent(String(order.id))}`;

/** Only an open order that no sale has paid yet goes to the cashier. */
export const canProcess = (order: Pick<Order, "status" | "sale_id">) =>
  order.status === "Pending" && order.sale_id == null;

/** The spec's order date: dd MMM yyyy, HH:mm. */
export const ORDER_DATE_FORMAT = "DD MMM YYYY, HH:mm";
