import { useEffect, useRef, useState } from "react";
import { useInvalidate, useNotification } from "@refinedev/core";
import { newIdempotencyKey } from "@konter/ui-kit";
import type { ApiError } from "../../providers/http";
import { refusalOrFailure } from "../../lib/notify";
import { preloadReceipt } from "../../components/receipt";
import { MSG_SAVE_FAILED } from "../sales/cart";
import type { OtherPayment } from "../sales/payments";
import { focusField, useCashierKeys } from "../sales/shortcuts";
import { useAcceptedMethods } from "../sales/useAcceptedMethods";
import { useLeaveWarning } from "./useLeaveWarning";
import { useRefuse } from "./useRefuse";

export interface CheckoutOptions<T> {
  /** The fields' ids start with it: `${idPrefix}-paid` is the cash amount (F8). */
  idPrefix: string;
  /** The field F4 focuses: the customer, or the repair being billed. */
  customerField: string;
  /** F2: the product search. */
  search: () => void;
  /** What is filled in and not yet saved: leaving asks first. */
  unsaved: boolean;
  /** The first rule the bill breaks before sending, or null. */
  check: () => string | null;
  /** Sends the bill under the attempt's idempotency key; answers what was saved. */
  send: (key: string) => Promise<T>;
  /** The toast once saved. */
  savedMessage: string;
  /** What else the saved bill changed, besides stock and instalments. */
  refresh: (saved: T) => void;
  /** Starting over also clears what the page holds (its lines, its choices). */
  onReset: () => void;
}

/**
 * A cashier's checkout: the cash amount and the other payments (QRIS, transfer…), sending the
 * bill once per attempt, the saved bill and its receipt, the function keys, and the question
 * before leaving unsaved work. Both cashiers (sales, repairs) pay through it.
 */
export function useCheckout<T>(options: CheckoutOptions<T>) {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const refuse = useRefuse();
  const accepted = useAcceptedMethods();
  const [paid, setPaid] = useState<number | null>(null);
  const [others, setOthers] = useState<OtherPayment[]>([]);
  const [qris, setQris] = useState<{ payload: string; amount: number } | null>(null);
  const [saved, setSaved] = useState<T | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // One key per submission attempt; a second click while the first is in flight is ignored.
  const attemptKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const locked = saved !== null;

  useEffect(preloadReceipt, []);
  useLeaveWarning(!locked && options.unsaved);

  /** A new bill's payments: nothing paid yet, and a new attempt. */
  const clearPayment = () => {
    setPaid(null);
    setOthers([]);
    setQris(null);
    attemptKey.current = newIdempotencyKey();
  };

  const reset = () => {
    clearPayment();
    setSaved(null);
    setReceiptOpen(false);
    options.onReset();
  };

  const submit = async () => {
    if (inFlight.current || locked) return;
    const problem = options.check();
    if (problem) {
      refuse(problem);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await options.send(attemptKey.current);
      setSaved(result);
      setReceiptOpen(true);
      notify?.({ type: "success", message: options.savedMessage });
      void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      void invalidate({ resource: "installments", invalidates: ["list"] });
      options.refresh(result);
    } catch (error) {
      const status = (error as ApiError | undefined)?.statusCode ?? 0;
      // Refused (4xx): nothing was saved, the next try is a new attempt. A lost answer or a
      // server failure keeps the key, so trying again cannot record the bill twice.
      if (status >= 400 && status < 500) attemptKey.current = newIdempotencyKey();
      refuse(refusalOrFailure(MSG_SAVE_FAILED, error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const help = useCashierKeys({
    search: options.search,
    customer: () => focusField(options.customerField),
    amount: () => focusField(`${options.idPrefix}-paid`),
    process: () => void submit(),
    newTransaction: () => {
      if (locked) reset();
    },
  });

  return {
    idPrefix: options.idPrefix,
    accepted,
    paid,
    setPaid,
    others,
    setOthers,
    qris,
    setQris,
    saved,
    locked,
    submitting,
    submit,
    clearPayment,
    reset,
    receiptOpen,
    showReceipt: () => setReceiptOpen(true),
    closeReceipt: () => setReceiptOpen(false),
    help,
  };
}

export type Checkout<T = unknown> = ReturnType<typeof useCheckout<T>>;
