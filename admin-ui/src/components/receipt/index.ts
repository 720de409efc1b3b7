/**
 * The back office's printing around the shared paper (`@konter/ui-kit`: ReceiptFrame, rows,
 * barcode, service receipt, PNG download): the dialog (paper 58 mm / 80 mm / A4, print,
 * download), the QR code, the shop's header from the settings.
 */
export { ReceiptDialog, AUTO_PRINT_DELAY_MS, PRINTING_CLASS } from "./ReceiptDialog";
export { ReceiptQrCode } from "./ReceiptQrCode";
export { useShopInfo } from "./shop";
export { useRemainingQris } from "./qris";
export {
  PAPER_SIZES,
  PAPER_STORAGE_KEY,
  loadPaper,
  savePaper,
  pageRule,
  type PaperSize,
} from "./paper";

/** Starts loading the barcode library early (e.g. when a cashier page opens) so an auto-print finds it ready. */
export function preloadReceipt(): void {
  void import("jsbarcode").catch(() => undefined);
}
