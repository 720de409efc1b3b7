import { useEffect, useRef } from "react";
import { apiFetch } from "../../providers/http";

/** What the customer display shows (PUT /api/customer-display). */
export interface DisplayState {
  stage: "idle" | "cart" | "qris" | "done";
  number?: string;
  lines: { name: string; quantity: number; total: number }[];
  total: number;
  paid: number;
  change: number;
  remaining: number;
  qris?: { payload: string; amount: number } | null;
}

/** How long the cashier's screen waits for the typing to settle before sending. */
const SETTLE_MS = 250;

/**
 * Sends the cashier's counter to the customer display (a second screen or a tablet signed in
 * as the same cashier), once the typing settles and only when it changed. A display that
 * cannot be reached never gets in the cashier's way.
 */
export function useCustomerDisplay(state: DisplayState) {
  const sent = useRef("");
  const body = JSON.stringify(state);
  useEffect(() => {
    if (body === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = body;
      apiFetch("/api/customer-display", { method: "PUT", json: JSON.parse(body) }).catch(
        () => undefined,
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [body]);
}
