import { useSyncExternalStore } from "react";

/**
 * Toast notices: `toast.success(text)` / `toast.error(text)` from anywhere;
 * <Toaster /> shows them. A tiny store instead of a library, to keep the phone bundle small.
 */

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

export type ToastKind = "success" | "error" | "info";

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++;
  emit([...items, { id, kind, text }]);
  return id;
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
  dismiss: (id: number) => emit(items.filter((item) => item.id !== id)),
  /** Removes every notice (tests start clean with it). */
  clear: () => emit([]),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getItems = () => items;

/** Every pending notice, oldest first. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getItems, getItems);
}
