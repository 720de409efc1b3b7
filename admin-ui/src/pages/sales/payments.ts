import {
  CREDIT_METHOD,
  MSG_CREDIT_REFERENCE,
  MSG_CREDIT_SPENT,
  MSG_NON_CASH_OVER,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  settle,
  tally,
  type ApiSchemas,
  type Bill,
  type BillLine,
  type PaymentMethodName,
  type ReceiptPayment,
} from "@konter/ui-kit";

/**
 * Payments besides the cash amount: a bill can be paid with cash and the rest by QRIS,
 * transfer, debit card or e-wallet, each with an optional reference. Only cash gives change.
 */
export type NonCashMethod = Exclude<PaymentMethodName, "tunai"> | typeof CREDIT_METHOD;

export interface OtherPayment {
  /** Stable key of the row while it is edited. */
  key: number;
  method: NonCashMethod;
  amount: number | null;
  reference: string;
  /** A QRIS payment the cashier has seen paid in the customer's app. */
  confirmed?: boolean;
}

export { MSG_CREDIT_REFERENCE, MSG_CREDIT_SPENT, MSG_NON_CASH_OVER };
export const MSG_CONFIRM_QRIS =
  "Konfirmasi pembayaran QRIS setelah aplikasi pelanggan menunjukkan berhasil.";

/** One payment as the API takes it: a method and an amount, and a reference where there is one. */
export type PaymentLine = Required<Pick<ApiSchemas["TenderedLine"], "method" | "amount">> &
  Pick<ApiSchemas["TenderedLine"], "reference">;

const whole = (n: number | null | undefined) => Math.max(0, Math.floor(n ?? 0));

/** A cashier's live preview of the bill (ui-kit's tally, as the server adds it up). */
export interface Totals {
  subtotal: number;
  discount: number;
  total: number;
  paid: number;
  /** Paid above the total, from the cash only. */
  change: number;
  /** Total not covered by the payments (becomes an instalment with a customer). */
  remaining: number;
}

/**
 * The preview of priced lines, the discount, the cash handed over and what other methods bring.
 * The fields hold safe integers, so the figures are exact as numbers.
 */
export function billTotals(
  lines: readonly BillLine[],
  discount: number | null | undefined,
  cash: number | null | undefined,
  others: number,
): Totals {
  const t = tally(lines, whole(discount), whole(cash), whole(others));
  return {
    subtotal: Number(t.subtotal),
    discount: Number(t.discount),
    total: Number(t.total),
    paid: Number(t.paid),
    change: Number(t.change),
    remaining: Number(t.remaining),
  };
}

/**
 * The first rule the bill breaks in the server's words (ui-kit's settle), then the QRIS not yet
 * seen paid. The cashier offers only the methods the shop takes; the server checks them again.
 */
export function checkBill(
  bill: Omit<Bill, "payments" | "accepted">,
  cash: number | null | undefined,
  others: readonly OtherPayment[],
): string | null {
  const payments = paymentLines(cash, others) ?? (whole(cash) > 0 ? [cashLine(cash)] : []);
  const refused = settle({ ...bill, payments, accepted: PAYMENT_METHODS }).refused;
  if (refused) return refused;
  if (others.some((p) => p.method === "qris" && whole(p.amount) > 0 && !p.confirmed))
    return MSG_CONFIRM_QRIS;
  return null;
}

const cashLine = (cash: number | null | undefined): PaymentLine => ({
  method: "tunai",
  amount: whole(cash),
});

/** The money of the other payments. */
export function otherSum(others: readonly OtherPayment[]): number {
  return others.reduce((sum, p) => sum + whole(p.amount), 0);
}

/**
 * The body's payments: the cash first (when any), then each other payment with an amount; null
 * when there is none but cash, so that the spec's `paid_amount` is sent as before.
 */
export function paymentLines(
  cash: number | null | undefined,
  others: readonly OtherPayment[],
): PaymentLine[] | null {
  const rest = others
    .filter((p) => whole(p.amount) > 0)
    .map((p) => ({
      method: p.method,
      amount: whole(p.amount),
      ...(p.reference.trim() ? { reference: p.reference.trim() } : {}),
    }));
  if (rest.length === 0) return null;
  return whole(cash) > 0 ? [cashLine(cash), ...rest] : rest;
}

/** The QRIS money the cashier has not yet seen paid: awaited, not received. */
export function qrisAwaited(others: readonly OtherPayment[]): number {
  return otherSum(others.filter((p) => p.method === "qris" && !p.confirmed));
}

/**
 * The rule other payments break before sending, against a total that may remain on credit:
 * none over the total, a return's credit named, QRIS seen paid.
 */
export function checkOthers(others: readonly OtherPayment[], total: number): string | null {
  const lines = [{ quantity: 1, price: whole(total) }];
  return checkBill({ lines, customer: true, onCredit: true }, 0, others);
}

/** A key no row has yet. */
export function newRowKey(rows: readonly OtherPayment[]): number {
  return Math.max(0, ...rows.map((r) => r.key)) + 1;
}

/** A return's number as its receipt prints it and its barcode scans: RTR-YYYYMMDD-NNNNNN. */
const RETURN_NUMBER = /^RTR-\d{8}-(\d{6,})$/;

/** The id of the return whose number `code` is; null when it is no return's number. */
export function returnIdOf(code: string): number | null {
  const m = RETURN_NUMBER.exec(code.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

/**
 * The rows with an exchange paid from return `number`'s `credit`: in the Tukar Barang row that
 * names the return, else the first one naming none, else a new row (`newKey`). It takes as much
 * of the credit as is left to pay once the cash and the other rows are counted (`due` is what
 * the cash leaves to pay).
 */
export function withCredit(
  rows: readonly OtherPayment[],
  number: string,
  credit: number,
  due: number,
): OtherPayment[] {
  const isCredit = (r: OtherPayment) => r.method === CREDIT_METHOD;
  const target =
    rows.find((r) => isCredit(r) && r.reference.trim() === number) ??
    rows.find((r) => isCredit(r) && !r.reference.trim());
  const rest = otherSum(rows.filter((r) => r !== target));
  const row: OtherPayment = {
    key: target?.key ?? newRowKey(rows),
    method: CREDIT_METHOD,
    amount: Math.max(0, Math.min(credit, due - rest)),
    reference: number,
  };
  return target ? rows.map((r) => (r === target ? row : r)) : [...rows, row];
}

/** "QRIS", "Transfer Bank"… */
export const methodLabel = (m: NonCashMethod) => PAYMENT_METHOD_LABELS[m];

/**
 * A bill's earlier payments, to edit again (a repair bill processed again): the cash it took,
 * and the other payments as rows.
 */
export function splitPaid(
  bill: { paid_amount: number; payments?: readonly ReceiptPayment[] | null } | null | undefined,
): { cash: number | null; others: OtherPayment[] } {
  if (!bill) return { cash: null, others: [] };
  const payments = bill.payments ?? [];
  if (payments.length === 0) return { cash: bill.paid_amount || null, others: [] };
  const cash = payments.filter((p) => p.method === "tunai").reduce((s, p) => s + p.amount, 0);
  const others = payments
    .filter((p): p is ReceiptPayment & { method: NonCashMethod } => p.method !== "tunai")
    .map((p, i) => ({
      key: -(i + 1),
      method: p.method,
      amount: p.amount,
      reference: p.reference ?? "",
      confirmed: true,
    }));
  return { cash: cash || null, others };
}
