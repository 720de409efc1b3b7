import {
  installmentPaymentReceiptDoc,
  serviceNumber,
  serviceReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import type { SharedReceipt } from "../../api/receipts";
import type { ReceiptPaper } from "./ReceiptView";
import { salePaper } from "./salePaper";

export const SERVICE_PAGE_TITLE = "Struk Servis";
export const INSTALLMENT_PAYMENT_PAGE_TITLE = "Bukti Pembayaran Cicilan";

/** The paper of the one receipt behind a link, by its kind: the same model the shop prints. */
export function sharedPaper(receipt: SharedReceipt, shop: ShopInfo): ReceiptPaper {
  if (receipt.service) {
    const { entry, bill } = receipt.service;
    return {
      title: SERVICE_PAGE_TITLE,
      number: serviceNumber(entry.id),
      fileName: `struk-${serviceNumber(entry.id)}`,
      doc: serviceReceiptDoc({ entry, bill, copy: "customer", shop }),
    };
  }
  if (receipt.installment_payment) {
    const payment = receipt.installment_payment;
    return {
      title: INSTALLMENT_PAYMENT_PAGE_TITLE,
      number: payment.transaction_id_display,
      fileName: `bukti-cicilan-${payment.transaction_id_display}`,
      doc: installmentPaymentReceiptDoc(payment, shop),
    };
  }
  if (!receipt.sale) throw new Error("Struk tidak dikenal.");
  return salePaper(receipt.sale, shop);
}
