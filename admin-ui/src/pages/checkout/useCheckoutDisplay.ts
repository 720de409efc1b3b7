import type { Totals } from "../sales/payments";
import { qrisAwaited } from "../sales/payments";
import { useCustomerDisplay, type DisplayState } from "../sales/useCustomerDisplay";
import type { Checkout } from "./useCheckout";

type Figures = Pick<Totals, "total" | "paid" | "change" | "remaining">;

/** A saved bill's figures as the server recorded them. */
export function savedFigures(
  bill:
    | { total_amount: number; paid_amount: number; change_amount: number; remaining_amount: number }
    | null
    | undefined,
): Figures | null {
  return bill
    ? {
        total: bill.total_amount,
        paid: bill.paid_amount,
        change: bill.change_amount,
        remaining: bill.remaining_amount,
      }
    : null;
}

/** The live figures the display shows: a QRIS not yet seen paid is awaited, not paid. */
const figures = ({ total, paid, change, remaining }: Figures, awaited: number): Figures => ({
  total,
  paid: paid - awaited,
  change,
  remaining,
});

/**
 * The customer display follows the checkout: the lines and the live figures (a QRIS not yet
 * seen paid is not counted as paid), the QRIS code to scan, then the saved bill's figures.
 */
export function useCheckoutDisplay(
  checkout: Checkout,
  bill: {
    /** The saved bill's number. */
    number?: string;
    /** Something is billed: the display shows the cart. */
    billing: boolean;
    lines: DisplayState["lines"];
    live: Figures;
    /** The saved bill's figures, when there are any. */
    saved: Figures | null;
  },
) {
  const awaited = qrisAwaited(checkout.others);
  const pendingQris = awaited > 0;
  const done = checkout.locked;
  useCustomerDisplay({
    stage: done ? "done" : pendingQris && checkout.qris ? "qris" : bill.billing ? "cart" : "idle",
    number: bill.number,
    lines: done ? [] : bill.lines,
    ...(bill.saved ?? figures(bill.live, awaited)),
    qris: pendingQris ? checkout.qris : null,
  });
}
