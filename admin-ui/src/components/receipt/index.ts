/**
 * Printable receipts: the frame (shop header, body, notes, Code 128 barcode),
 * the dialog (paper 58 mm / 80 mm / A4, print, PNG download) and the helpers
 * both the sales and the service cashier use.
 */
export { ReceiptDialog, AUTO_PRINT_DELAY_MS, PRINTING_CLASS } from "./ReceiptDialog";
export { ReceiptFrame, ReceiptDivider, ReceiptRow } from "./ReceiptFrame";
export { ReceiptBarcode } from "./ReceiptBarcode";
export { ReceiptQrCode } from "./ReceiptQrCode";
export { useShopInfo, shopInfo, type ShopInfo, type ShopSettings } from "./shop";
export { formatReceiptDate, DEFAULT_TIME_ZONE } from "./date";
export {
  PAPER_SIZES,
  PAPER_STORAGE_KEY,
  loadPaper,
  savePaper,
  pageRule,
  type PaperSize,
} from "./paper";
export {
  downloadReceiptPng,
  pngFileName,
  PNG_PIXEL_RATIO,
  MSG_DOWNLOADED,
  MSG_DOWNLOAD_FAILED,
  MSG_DOWNLOAD_NO_CONTENT,
} from "./download";

/** Starts loading the barcode library early (e.g. when a cashier page opens) so an auto-print finds it ready. */
export function preloadReceipt(): void {
  void import("jsbarcode").catch(() => undefined);
}
