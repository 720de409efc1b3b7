import type { ApiSchemas } from "../api";
import { formatRupiah } from "../money";
import { paymentMethodLabel } from "../payments";
import { ReceiptRow } from "./ReceiptFrame";

/** One payment of a document, as the server lists it on the receipt. */
export type ReceiptPayment = Pick<ApiSchemas["Payment"], "method" | "amount"> &
  Partial<Pick<ApiSchemas["Payment"], "change_amount" | "reference">>;

/**
 * How a bill was paid, a row per method ("QRIS (QR-0042)  Rp 600.000"), and the shop's bank
 * account when a transfer was made. Nothing when the bill was paid in cash only: the receipt's
 * own 'Bayar' row says it all.
 */
export function ReceiptPayments({
  payments,
  bank,
}: {
  payments: readonly ReceiptPayment[] | null | undefined;
  /** The shop's account for transfers (ShopInfo.bank). */
  bank: string;
}) {
  if (!payments || payments.every((p) => p.method === "tunai")) return null;
  return (
    <div data-testid="receipt-payments">
      {payments.map((p, i) => (
        <ReceiptRow
          key={`${p.method}-${i}`}
          label={`${paymentMethodLabel(p.method)}${p.reference ? ` (${p.reference})` : ""}`}
          value={formatRupiah(p.amount)}
          testId={`receipt-payment-${p.method}`}
        />
      ))}
      {bank && payments.some((p) => p.method === "transfer") && (
        <ReceiptRow label="Rekening" value={bank} testId="receipt-bank" />
      )}
    </div>
  );
}
