import { formatRupiah } from "../../lib/format";
import type { PayHint } from "../checkout/CheckoutPanel";
import { MSG_CASH_SHORT, MSG_NEED_CUSTOMER, type PaymentMethod } from "./cart";
import { MSG_NON_CASH_OVER, checkOthers, type OtherPayment, type Totals } from "./payments";

/**
 * The line under a sale's live total: other payments above the total, cash short, a remainder
 * with no customer, or the remainder that becomes an instalment.
 */
export function salePayHint(
  totals: Totals,
  method: PaymentMethod,
  others: readonly OtherPayment[],
  hasCustomer: boolean,
): PayHint | null {
  const othersProblem = checkOthers(others, totals.total);
  if (othersProblem === MSG_NON_CASH_OVER) return { tone: "danger", text: othersProblem };
  // Cash not typed in yet is not a mistake yet.
  if (method === "tunai" && totals.remaining > 0)
    return totals.paid > 0 ? { tone: "danger", text: MSG_CASH_SHORT } : null;
  if (totals.remaining > 0 && !hasCustomer) return { tone: "warning", text: MSG_NEED_CUSTOMER };
  if (totals.remaining > 0)
    return {
      tone: "secondary",
      text: `Sisa ${formatRupiah(totals.remaining)} dicatat sebagai cicilan.`,
    };
  return null;
}
