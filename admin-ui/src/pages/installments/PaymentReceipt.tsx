import { useCustom } from "@refinedev/core";
import {
  InstallmentPaymentReceipt,
  installmentPaymentReceiptDoc,
  type ReceiptInstallmentPayment,
  type ShopInfo,
} from "@konter/ui-kit";
import type { ListResponse } from "../../interfaces";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { PaymentReceiptWhatsApp } from "./PaymentReceiptWhatsApp";
import type { Installment, InstallmentPayment } from "./types";

/** One instalment payment to print: the payment, and what remained of the debt after it. */
export interface PaymentReceiptOf {
  installment: Installment;
  payment: InstallmentPayment;
  remaining: number;
}

/** The payment as the receipt model reads it, with the cashier who took it. */
function printed({ installment, payment, remaining }: PaymentReceiptOf): ReceiptInstallmentPayment {
  return {
    transaction_id_display: installment.transaction_id_display,
    customer_name_cache: installment.customer_name_cache,
    created_at: payment.created_at,
    amount: payment.amount,
    payments: payment.payments ?? [],
    remaining_amount: remaining,
    kasir_name: payment.kasir_name,
  };
}

/** The customer's receipt of an instalment payment (BUKTI PEMBAYARAN CICILAN), ui-kit's model. */
export function paymentReceiptDoc(receipt: PaymentReceiptOf, shop: ShopInfo) {
  return installmentPaymentReceiptDoc(printed(receipt), shop);
}

/** The instalment payment's receipt on screen. */
export function PaymentReceipt({ receipt, shop }: { receipt: PaymentReceiptOf; shop: ShopInfo }) {
  return <InstallmentPaymentReceipt payment={printed(receipt)} shop={shop} />;
}

/** The receipt in the receipt dialog: 58/80 mm, A4, PNG. */
export function PaymentReceiptDialog({
  receipt,
  autoPrint = false,
  onClose,
}: {
  receipt: PaymentReceiptOf | null;
  /** The payment was just recorded: Cetak otomatis prints it. */
  autoPrint?: boolean;
  onClose: () => void;
}) {
  const { shop } = useShopInfo();
  if (!receipt) return null;
  const name = receipt.installment.transaction_id_display;
  return (
    <ReceiptDialog
      open
      title={`Bukti Pembayaran ${name}`}
      fileName={`bukti-cicilan-${name}-${String(receipt.payment.id)}`}
      autoPrint={autoPrint}
      onClose={onClose}
      actions={<PaymentReceiptWhatsApp receipt={receipt} />}
      doc={paymentReceiptDoc(receipt, shop)}
    >
      <PaymentReceipt receipt={receipt} shop={shop} />
    </ReceiptDialog>
  );
}

/**
 * The receipt of the payment just recorded on `installment` (as the server answered it): its
 * newest payment, with what remains now.
 */
export function LatestPaymentReceipt({
  installment,
  onClose,
}: {
  installment: Installment | null;
  onClose: () => void;
}) {
  const { result } = useCustom<ListResponse<InstallmentPayment>>({
    url: `/api/installments/${encodeURIComponent(String(installment?.id ?? 0))}/payments`,
    method: "get",
    config: { query: { page: 1, per_page: 1 } },
    queryOptions: { enabled: installment !== null, staleTime: 0 },
    errorNotification: false,
  });
  const payment = installment ? result?.data?.items?.[0] : undefined;
  return (
    <PaymentReceiptDialog
      receipt={
        installment && payment
          ? { installment, payment, remaining: installment.remaining_amount }
          : null
      }
      autoPrint
      onClose={onClose}
    />
  );
}

/**
 * What remained after each payment of a history listed newest first: what remains now, plus
 * the payments made after it.
 */
export function remainingAfter(remainingNow: number, newestFirst: readonly InstallmentPayment[]) {
  let later = 0;
  return newestFirst.map((p) => {
    const remaining = remainingNow + later;
    later += p.amount;
    return remaining;
  });
}
