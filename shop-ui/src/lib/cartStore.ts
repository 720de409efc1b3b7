import { useSyncExternalStore } from "react";
import {
  addToCart,
  parseStoredCart,
  refreshCart,
  removeFromCart,
  setQuantity,
  type CartChange,
  type CartItem,
  type CartProduct,
} from "./cart";
import { toast } from "./toast";

/**
 * The cart, kept in localStorage so it survives reloads (and follows other tabs). The rules live in
 * cart.ts; this store applies them, saves the result and shows their notices as toasts.
 */
export const CART_STORAGE_KEY = "konter-cart";

let items: readonly CartItem[] | null = null;
const listeners = new Set<() => void>();

function read(): readonly CartItem[] {
  if (items === null) {
    try {
      items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
    } catch {
      items = [];
    }
  }
  return items;
}

function write(next: readonly CartItem[]) {
  items = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the cart still works until the page is closed.
  }
  for (const listener of listeners) listener();
}

function apply(change: CartChange) {
  write(change.items);
  if (change.notice) toast[change.notice.kind](change.notice.text);
}

export const cart = {
  add: (product: CartProduct) => apply(addToCart(read(), product)),
  setQuantity: (id: number, quantity: number) => apply(setQuantity(read(), id, quantity)),
  remove: (id: number) => write(removeFromCart(read(), id)),
  clear: () => write([]),
  refresh: (fresh: readonly CartProduct[], goneIds: readonly number[]) =>
    write(refreshCart(read(), fresh, goneIds)),
  /** Forgets the in-memory copy so the next read comes from localStorage (tests, other tabs). */
  reload: () => {
    items = null;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cart.reload();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart's lines, in the order they were added. */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, read, read);
}
