import type { ApiSchemas } from "../api";
import { formatRupiah } from "../money";
import { paymentMethodLabel } from "../payments";
import { formatReceiptDate } from "./date";
import { DIVIDER, row, type ReceiptDoc } from "./model";
import { ReceiptDocument } from "./ReceiptBlocks";
import { paidInCash } from "./ReceiptPayments";
import type { ShopInfo } from "./shop";

/**
 * An instalment payment as its receipt prints it: the customer's link's (GET /api/receipts/{token},
 * without staff) or the back office's, with the cashier.
 */
export type ReceiptInstallmentPayment = ApiSchemas["SharedInstallmentPayment"] & {
  kasir_name?: string | null;
};

export const INSTALLMENT_PAYMENT_TITLE = "BUKTI PEMBAYARAN CICILAN";

/**
 * The customer's receipt of an instalment payment (BUKTI PEMBAYARAN CICILAN), for the screen,
 * the thermal printer and the customer's link alike: the instalment's number, the day, the
 * customer, the cashier (back office only), what was paid and how, what remained right after it,
 * and LUNAS once nothing did.
 */
export function installmentPaymentReceiptDoc(
  payment: ReceiptInstallmentPayment,
  shop: ShopInfo,
): ReceiptDoc {
  const remaining = payment.remaining_amount;
  return {
    shop,
    title: INSTALLMENT_PAYMENT_TITLE,
    barcode: payment.transaction_id_display,
    notes: [],
    cash: paidInCash(payment.payments),
    blocks: [
      DIVIDER,
      row("No.", payment.transaction_id_display),
      row("Tanggal", formatReceiptDate(payment.created_at, shop.timeZone)),
      row("Pelanggan", payment.customer_name_cache || "Umum"),
      ...(payment.kasir_name ? [row("Kasir", payment.kasir_name)] : []),
      DIVIDER,
      row("Dibayar", formatRupiah(payment.amount), { strong: true, testId: "receipt-paid" }),
      ...(payment.payments ?? []).map((p) =>
        row(paymentMethodLabel(p.method), formatRupiah(p.amount), {
          testId: `receipt-method-${p.method}`,
        }),
      ),
      row("Sisa Tagihan", formatRupiah(remaining), { strong: true, testId: "receipt-remaining" }),
      ...(remaining === 0
        ? [row("Status", "LUNAS", { strong: true, testId: "receipt-paid-off" })]
        : []),
    ],
  };
}

/** The instalment payment's receipt on screen (installmentPaymentReceiptDoc). */
export function InstallmentPaymentReceipt({
  payment,
  shop,
}: {
  payment: ReceiptInstallmentPayment;
  shop: ShopInfo;
}) {
  return <ReceiptDocument doc={installmentPaymentReceiptDoc(payment, shop)} />;
}
