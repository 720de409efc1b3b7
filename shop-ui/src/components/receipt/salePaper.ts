import {
  saleReceiptDoc,
  saleReceiptFileName,
  type ReceiptSale,
  type ShopInfo,
} from "@konter/ui-kit";
import type { ReceiptPaper } from "./ReceiptView";

export const SALE_PAGE_TITLE = "Struk Belanja";

/** A sale's receipt on a page of its own: the paper's STRUK PENJUALAN. */
export function salePaper(sale: ReceiptSale, shop: ShopInfo): ReceiptPaper {
  return {
    title: SALE_PAGE_TITLE,
    number: sale.transaction_id_display,
    fileName: saleReceiptFileName(sale),
    doc: saleReceiptDoc(sale, shop),
  };
}
