import type { ApiSchemas } from "../api";
import { formatRupiah } from "../money";
import { CASH_METHOD, paymentMethodLabel } from "../payments";
import { row, type ReceiptBlock } from "./model";
import { ReceiptBlocks } from "./ReceiptBlocks";

/** One payment of a document, as the server lists it on the receipt. */
export type ReceiptPayment = Pick<ApiSchemas["Payment"], "method" | "amount"> &
  Partial<Pick<ApiSchemas["Payment"], "change_amount" | "reference">>;

export interface ReceiptPaymentsProps {
  payments: readonly ReceiptPayment[] | null | undefined;
  /** Everything handed over, the server's paid_amount. */
  paid: number;
  change: number;
  remaining: number;
  /** The shop's account for transfers (ShopInfo.bank). */
  bank: string;
}

/**
 * The shop's QRIS for exactly what is left to pay (from GET /api/payments/qris), to pay later from
 * any banking or e-wallet app: nothing when nothing remains or the shop has no QRIS ("").
 */
export function qrisBlocks(qris: string, remaining: number): ReceiptBlock[] {
  if (!qris || remaining <= 0) return [];
  return [{ kind: "qr", data: qris, caption: `QRIS ${formatRupiah(remaining)}` }];
}

/**
 * How a bill was paid, under its total: a row per payment by its method ("Kartu Debit  Rp
 * 3.999.000", "QRIS (QR-0042)  Rp 600.000"; cash as handed over), what they add up to when
 * there are several, the shop's bank account when a transfer was made, then the change, or
 * what remains as an instalment. A bill nobody paid anything on yet says "Dibayar Rp 0".
 */
export function paymentBlocks({
  payments,
  paid,
  change,
  remaining,
  bank,
}: ReceiptPaymentsProps): ReceiptBlock {
  const rows = payments ?? [];
  const blocks: ReceiptBlock[] = rows.map((p) =>
    row(
      `${paymentMethodLabel(p.method)}${p.reference ? ` (${p.reference})` : ""}`,
      formatRupiah(p.amount),
      { testId: `receipt-payment-${p.method}` },
    ),
  );
  if (rows.length !== 1)
    blocks.push(
      row(rows.length > 1 ? "Total Dibayar" : "Dibayar", formatRupiah(paid), {
        testId: "receipt-paid",
      }),
    );
  if (bank && rows.some((p) => p.method === "transfer"))
    blocks.push(row("Rekening", bank, { testId: "receipt-bank" }));
  blocks.push(
    remaining > 0
      ? row("Sisa (Cicilan)", formatRupiah(remaining), {
          strong: true,
          testId: "receipt-remaining",
        })
      : row("Kembalian", formatRupiah(change), { testId: "receipt-change" }),
  );
  return { kind: "section", blocks, testId: "receipt-payments" };
}

/** Whether cash was among the payments: the drawer opens for it. */
export const paidInCash = (payments: readonly ReceiptPayment[] | null | undefined): boolean =>
  (payments ?? []).some((p) => p.method === CASH_METHOD);

/** paymentBlocks on screen. */
export function ReceiptPayments(props: ReceiptPaymentsProps) {
  return <ReceiptBlocks blocks={[paymentBlocks(props)]} />;
}
