import { useCustom } from "@refinedev/core";
import {
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  paidInCash,
  paymentMethodLabel,
  row,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import type { ListResponse } from "../../interfaces";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { formatRupiah } from "../../lib/format";
import type { Installment, InstallmentPayment } from "./types";

/** One instalment payment to print: the payment, and what remained of the debt after it. */
export interface PaymentReceiptOf {
  installment: Installment;
  payment: InstallmentPayment;
  remaining: number;
}

/**
 * The customer's receipt of an instalment payment (BUKTI PEMBAYARAN CICILAN), for the screen and
 * the thermal printer alike: the instalment's number, the day, the customer, what was paid and
 * how, what remains, and LUNAS once nothing does.
 */
export function paymentReceiptDoc(receipt: PaymentReceiptOf, shop: ShopInfo): ReceiptDoc {
  const { installment, payment, remaining } = receipt;
  return {
    shop,
    title: "BUKTI PEMBAYARAN CICILAN",
    barcode: installment.transaction_id_display,
    notes: [],
    cash: paidInCash(payment.payments),
    blocks: [
      DIVIDER,
      row("No.", installment.transaction_id_display),
      row("Tanggal", formatReceiptDate(payment.created_at, shop.timeZone)),
      row("Pelanggan", installment.customer_name_cache || "Umum"),
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

/** The instalment payment's receipt on screen (paymentReceiptDoc). */
export function PaymentReceipt({ receipt, shop }: { receipt: PaymentReceiptOf; shop: ShopInfo }) {
  return <ReceiptDocument doc={paymentReceiptDoc(receipt, shop)} />;
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
