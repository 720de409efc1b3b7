import type { ApiSchemas } from "./api";
import {
  CREDIT_METHOD,
  MAX_AMOUNT,
  MAX_PAYMENTS,
  MAX_REFERENCE_LENGTH,
  MSG_AMOUNT_TOO_HIGH,
  MSG_BAD_DISCOUNT,
  MSG_BAD_PAYMENT_AMOUNT,
  MSG_CASH_SHORT,
  MSG_CREDIT_REFERENCE,
  MSG_METHOD_NOT_ACCEPTED,
  MSG_NEED_CUSTOMER,
  MSG_NEGATIVE_AMOUNT,
  MSG_NON_CASH_OVER,
  MSG_OVERPAID,
  MSG_REFERENCE_TOO_LONG,
  MSG_TOO_MANY_PAYMENTS,
  MSG_TOTAL_TOO_HIGH,
  MSG_UNKNOWN_METHOD,
  PAYMENT_METHODS,
} from "./server.gen";

/**
 * The bill's rules as core.Bill settles them, for a cashier's live preview: the same cases
 * (billCases.gen.json, written from core/billcases) test both. Amounts add up as bigint, so
 * they stay exact up to the server's bounds (MAX_AMOUNT, past 2^53); a cashier may hand
 * numbers in.
 */

export type Rupiah = number | bigint;

/** One priced line: goods, a spare part, a repair's fee. */
export interface BillLine {
  quantity: Rupiah;
  price: Rupiah;
}

/** One payment as the cashier enters it: the API's tendered line, its amount maybe a bigint. */
export type Tendered = Omit<ApiSchemas["TenderedLine"], "method" | "amount"> & {
  method: string;
  amount: Rupiah;
};

export interface Bill {
  lines: readonly BillLine[];
  discount?: Rupiah;
  payments?: readonly Tendered[];
  /** The methods the shop takes (its settings). */
  accepted: readonly string[];
  /** The document names a customer: only then may something remain. */
  customer?: boolean;
  /** What remains may become an instalment; without it the bill is paid in full. */
  onCredit?: boolean;
  /** Paying more than the total is refused, change or not (an instalment payment). */
  upToTotal?: boolean;
}

/** What a bill adds up to; the preview shows it whether or not the bill is refused. */
export interface Figures {
  subtotal: bigint;
  discount: bigint;
  total: bigint;
  paid: bigint;
  /** Paid above the total, from the cash only. */
  change: bigint;
  /** The total not covered by the payments. */
  remaining: bigint;
}

/** A settled bill: its figures, and the first rule it breaks in the server's words. */
export interface Settlement extends Figures {
  refused?: string;
}

const big = (v: Rupiah | undefined) => BigInt(v ?? 0);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const known = (method: string) => (PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The figures of a bill: each quantity × price, the discount off (a discount above the
 * subtotal leaves 0), and what the cash and the other methods bring. Only cash gives change.
 */
export function tally(
  lines: readonly BillLine[],
  discount: Rupiah,
  cash: Rupiah,
  other: Rupiah,
): Figures {
  const subtotal = lines.reduce((sum, l) => sum + big(l.quantity) * big(l.price), 0n);
  const off = max(big(discount), 0n);
  const total = max(subtotal - off, 0n);
  const paid = big(cash) + big(other);
  return {
    subtotal,
    discount: off,
    total,
    paid,
    change: paid > total ? min(big(cash), paid - total) : 0n,
    remaining: paid < total ? total - paid : 0n,
  };
}

/** The first bound or sign the lines break. */
function badLines(lines: readonly BillLine[]): string | undefined {
  let subtotal = 0n;
  for (const l of lines) {
    if (big(l.quantity) < 0n || big(l.price) < 0n) return MSG_NEGATIVE_AMOUNT;
    subtotal += big(l.quantity) * big(l.price);
    if (subtotal > MAX_AMOUNT) return MSG_TOTAL_TOO_HIGH;
  }
  return undefined;
}

/** What the payments bring in cash and by other methods, and the first rule one breaks. */
function tendered(
  payments: readonly Tendered[],
  accepted: readonly string[],
): { cash: bigint; other: bigint; refused?: string } {
  let cash = 0n;
  let other = 0n;
  let refused: string | undefined =
    payments.length > MAX_PAYMENTS ? MSG_TOO_MANY_PAYMENTS : undefined;
  for (const t of payments) {
    const amount = big(t.amount);
    const reference = (t.reference ?? "").trim();
    const credit = t.method === CREDIT_METHOD;
    if (credit && !reference) refused ??= MSG_CREDIT_REFERENCE;
    else if (!credit && !known(t.method)) refused ??= MSG_UNKNOWN_METHOD;
    else if (!credit && !accepted.includes(t.method)) refused ??= MSG_METHOD_NOT_ACCEPTED;
    else if (amount <= 0n) refused ??= MSG_BAD_PAYMENT_AMOUNT;
    else if ([...reference].length > MAX_REFERENCE_LENGTH) refused ??= MSG_REFERENCE_TOO_LONG;
    else if (amount > MAX_AMOUNT) refused ??= MSG_AMOUNT_TOO_HIGH;
    if (amount <= 0n) continue;
    if (t.method === "tunai") cash += amount;
    else other += amount;
    if (cash > MAX_AMOUNT || other > MAX_AMOUNT) refused ??= MSG_TOTAL_TOO_HIGH;
  }
  return { cash, other, refused };
}

/**
 * Settles the bill as the server will: the discount is at most the subtotal; only cash gives
 * change, so other methods may not bring more than the total; what is not paid remains only
 * on credit and only with a customer.
 */
export function settle(bill: Bill): Settlement {
  const { cash, other, refused: badPayment } = tendered(bill.payments ?? [], bill.accepted);
  const figures = tally(bill.lines, bill.discount ?? 0, cash, other);
  const asked = big(bill.discount);
  const refusal = () => {
    const badTotal = badLines(bill.lines);
    if (badTotal) return badTotal;
    if (asked < 0n || asked > figures.subtotal) return MSG_BAD_DISCOUNT;
    if (badPayment) return badPayment;
    if (figures.paid > MAX_AMOUNT) return MSG_TOTAL_TOO_HIGH;
    if (bill.upToTotal && figures.paid > figures.total) return MSG_OVERPAID;
    if (other > figures.total) return MSG_NON_CASH_OVER;
    if (figures.remaining > 0n && !bill.onCredit) return MSG_CASH_SHORT;
    if (figures.remaining > 0n && !bill.customer) return MSG_NEED_CUSTOMER;
    return undefined;
  };
  const refused = refusal();
  return refused ? { ...figures, refused } : figures;
}
