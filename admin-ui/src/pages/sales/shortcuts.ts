import { useEffect, useRef, useState } from "react";

/** What a cashier's function keys do; each one is shown on the control it works. */
export interface CashierKeys {
  /** F2: the product search. */
  search: () => void;
  /** F4: the customer (the service cashier: the service). */
  customer: () => void;
  /** F8: the payment amount. */
  amount: () => void;
  /** F9: process the transaction. */
  process: () => void;
  /** F10: a new transaction, once the last one is saved. */
  newTransaction: () => void;
}

export const SHORTCUT_KEYS: Record<keyof CashierKeys, string> = {
  search: "F2",
  customer: "F4",
  amount: "F8",
  process: "F9",
  newTransaction: "F10",
};

/** Typing in one of these is text, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * A cashier's keyboard: F2, F4, F8, F9 and F10 (anywhere, even in a field), `?` for the help
 * when not typing in a field, and Esc to close it (wherever the focus is). Answers whether the
 * help is open and how to open and close it.
 */
export function useCashierKeys(keys: CashierKeys) {
  const [helpOpen, setHelpOpen] = useState(false);
  // The newest handlers: the listener is added once.
  const latest = useRef(keys);
  latest.current = keys;

  useEffect(() => {
    const byKey = new Map(
      (Object.keys(SHORTCUT_KEYS) as (keyof CashierKeys)[]).map((k) => [SHORTCUT_KEYS[k], k]),
    );
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const action = byKey.get(e.key);
      if (action) {
        e.preventDefault();
        latest.current[action]();
      } else if (e.key === "?" && !typingIn(e.target)) {
        e.preventDefault();
        setHelpOpen(true);
      } else if (e.key === "Escape") {
        setHelpOpen(false);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}

/** Focuses the field with this id (an antd Select's id is on its search input). */
export function focusField(id: string) {
  const el = document.getElementById(id);
  el?.focus();
  if (el instanceof HTMLInputElement) el.select();
}
