import { useEffect, useRef } from "react";
import type { ApiSchemas } from "@konter/ui-kit";
import { apiFetch } from "../../providers/http";

/**
 * What the customer display shows (PUT /api/customer-display); a cashier with no QRIS waiting
 * sends it as null, which the server reads as none.
 */
export type DisplayState = Omit<ApiSchemas["DisplayBody"], "qris"> & {
  qris?: ApiSchemas["DisplayBody"]["qris"] | null;
};

/** How long the cashier's screen waits for the typing to settle before sending. */
const SETTLE_MS = 250;

/** The display with nothing on it: the customer is welcomed. */
const IDLE = JSON.stringify({
  stage: "idle",
  lines: [],
  total: 0,
  paid: 0,
  change: 0,
  remaining: 0,
} satisfies DisplayState);

/** Sends `body` (a DisplayState); `keepalive` lets it go out while the page closes. */
function send(body: string, keepalive = false) {
  apiFetch("/api/customer-display", { method: "PUT", json: JSON.parse(body), keepalive }).catch(
    () => undefined,
  );
}

/**
 * Sends the cashier's counter to the customer display (a second screen or a tablet signed in
 * as the same cashier), once the typing settles and only when it changed. A display that
 * cannot be reached never gets in the cashier's way. When the cashier leaves the page (another
 * page, or the tab closed) a cart it shows is cleared: none is left behind on the customer's side.
 */
export function useCustomerDisplay(state: DisplayState) {
  const sent = useRef("");
  const body = JSON.stringify(state);
  useEffect(() => {
    if (body === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = body;
      send(body);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [body]);
  useEffect(() => {
    // A cart or a QRIS left on the display is cleared; the thanks stay until the next customer.
    const leave = () => {
      const shown = sent.current ? (JSON.parse(sent.current) as DisplayState).stage : "idle";
      if (shown !== "cart" && shown !== "qris") return;
      sent.current = IDLE;
      send(IDLE, true);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);
}
