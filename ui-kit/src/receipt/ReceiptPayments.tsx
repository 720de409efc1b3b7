import type { ApiSchemas } from "../api";
import { formatRupiah } from "../money";
import { paymentMethodLabel } from "../payments";
import { ReceiptRow } from "./ReceiptFrame";

/** One payment of a document, as the server lists it on the receipt. */
export type ReceiptPayment = Pick<ApiSchemas["Payment"], "method" | "amount"> &
  Partial<Pick<ApiSchemas["Payment"], "change_amount" | "reference">>;

/**
 * How a bill was paid, under its total: a row per payment by its method ("Kartu Debit  Rp
 * 3.999.000", "QRIS (QR-0042)  Rp 600.000"; cash as handed over), what they add up to when
 * there are several, the shop's bank account when a transfer was made, then the change, or
 * what remains as an instalment. A bill nobody paid anything on yet says "Dibayar Rp 0".
 */
export function ReceiptPayments({
  payments,
  paid,
  change,
  remaining,
  bank,
}: {
  payments: readonly ReceiptPayment[] | null | undefined;
  /** Everything handed over, the server's paid_amount. */
  paid: number;
  change: number;
  remaining: number;
  /** The shop's account for transfers (ShopInfo.bank). */
  bank: string;
}) {
  const rows = payments ?? [];
  return (
    <div data-testid="receipt-payments">
      {rows.map((p, i) => (
        <ReceiptRow
          key={`${p.method}-${i}`}
          label={`${paymentMethodLabel(p.method)}${p.reference ? ` (${p.reference})` : ""}`}
          value={formatRupiah(p.amount)}
          testId={`receipt-payment-${p.method}`}
        />
      ))}
      {rows.length !== 1 && (
        <ReceiptRow
          label={rows.length > 1 ? "Total Dibayar" : "Dibayar"}
          value={formatRupiah(paid)}
          testId="receipt-paid"
        />
      )}
      {bank && rows.some((p) => p.method === "transfer") && (
        <ReceiptRow label="Rekening" value={bank} testId="receipt-bank" />
      )}
      {remaining > 0 ? (
        <ReceiptRow
          label="Sisa (Cicilan)"
          value={formatRupiah(remaining)}
          strong
          testId="receipt-remaining"
        />
      ) : (
        <ReceiptRow label="Kembalian" value={formatRupiah(change)} testId="receipt-change" />
      )}
    </div>
  );
}
