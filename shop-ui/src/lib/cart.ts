/**
 * The cart's rules as pure functions: each takes the items and returns the new
 * items plus the notice the shopper should read. cartStore.ts keeps the items in localStorage and
 * shows the notices as toasts.
 */
import type { Product } from "../api/types";

/** A cart line: the product as it was when added, and how many. */
export interface CartItem {
  id: number;
  name: string;
  category: string;
  image_url: string | null;
  retail_price: number;
  stock: number;
  quantity: number;
}

export interface CartNotice {
  kind: "success" | "error";
  text: string;
}

export interface CartChange {
  items: CartItem[];
  notice?: CartNotice;
}

export type CartProduct = Pick<
  Product,
  "id" | "name" | "category" | "image_url" | "retail_price" | "stock"
>;

export const addedMessage = (name: string) => `${name} ditambahkan ke keranjang!`;
export const notEnoughStockMessage = (name: string) => `Stok ${name} tidak mencukupi.`;
export const onlyLeftMessage = (name: string, stock: number) =>
  `Stok ${name} hanya tersisa ${stock}.`;

function snapshot(product: CartProduct, quantity: number): CartItem {
  return {
    id: product.id,
    name: product.name,
    category: product.category ?? "",
    image_url: product.image_url,
    retail_price: product.retail_price,
    stock: product.stock,
    quantity,
  };
}

/**
 * Adds one unit. A product already in the cart goes up by 1, unless its quantity has reached the
 * stock; then nothing changes and the shopper reads 'Stok {name} tidak mencukupi.'
 */
export function addToCart(items: readonly CartItem[], product: CartProduct): CartChange {
  const existing = items.find((item) => item.id === product.id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (quantity > product.stock) {
    return {
      items: [...items],
      notice: { kind: "error", text: notEnoughStockMessage(product.name) },
    };
  }
  const next = existing
    ? items.map((item) => (item.id === product.id ? snapshot(product, quantity) : item))
    : [...items, snapshot(product, quantity)];
  return { items: next, notice: { kind: "success", text: addedMessage(product.name) } };
}

/**
 * Sets a line's quantity: 0 or less removes it; above the stock it is clamped to the stock and the
 * shopper reads 'Stok {name} hanya tersisa {stock}.'
 */
export function setQuantity(items: readonly CartItem[], id: number, quantity: number): CartChange {
  const item = items.find((entry) => entry.id === id);
  if (!item) return { items: [...items] };
  if (quantity <= 0) return { items: removeFromCart(items, id) };
  if (quantity > item.stock) {
    const clamped = Math.max(item.stock, 0);
    const next =
      clamped === 0
        ? removeFromCart(items, id)
        : items.map((entry) => (entry.id === id ? { ...entry, quantity: clamped } : entry));
    return { items: next, notice: { kind: "error", text: onlyLeftMessage(item.name, item.stock) } };
  }
  return { items: items.map((entry) => (entry.id === id ? { ...entry, quantity } : entry)) };
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Puts the server's current name, price, photo and stock into the lines; gone products leave. */
export function refreshCart(
  items: readonly CartItem[],
  fresh: readonly CartProduct[],
  goneIds: readonly number[],
): CartItem[] {
  return items
    .filter((item) => !goneIds.includes(item.id))
    .map((item) => {
      const product = fresh.find((entry) => entry.id === item.id);
      return product ? snapshot(product, item.quantity) : item;
    });
}

/** The number on the cart badge: every unit counts. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function lineTotal(item: Pick<CartItem, "retail_price" | "quantity">): number {
  return item.retail_price * item.quantity;
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value);

/** Reads a cart saved in localStorage; anything unreadable is dropped rather than trusted. */
export function parseStoredCart(text: string | null): CartItem[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: Partial<CartItem>) => {
    if (typeof raw !== "object" || raw === null) return [];
    const { id, name, category, image_url, retail_price, stock, quantity } = raw;
    if (
      !isWholeNumber(id) ||
      typeof name !== "string" ||
      !isWholeNumber(retail_price) ||
      !isWholeNumber(stock)
    )
      return [];
    if (!isWholeNumber(quantity) || quantity < 1) return [];
    return [
      {
        id,
        name,
        category: typeof category === "string" ? category : "",
        image_url: typeof image_url === "string" ? image_url : null,
        retail_price,
        stock,
        quantity,
      },
    ];
  });
}
