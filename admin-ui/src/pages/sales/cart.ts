import type { BaseKey } from "@refinedev/core";
import type { Product } from "../../interfaces";
import type { ApiSchemas } from "@konter/ui-kit";
import {
  MSG_BAD_DISCOUNT,
  MSG_CASH_SHORT,
  MSG_EMPTY_CART,
  MSG_NEED_CUSTOMER,
} from "@konter/ui-kit";
import { billTotals, checkBill, paymentLines, type OtherPayment, type Totals } from "./payments";

/**
 * The sales cashier's cart and its rules, as pure
 * functions the page and the tests share.
 *
 * The server prices the sale from current prices; everything computed here is
 * a live preview only. What is printed comes from the server's answer.
 */

export type CustomerType = "umum" | "reseller";
export type PaymentMethod = "tunai" | "cicilan";

export const CUSTOMER_TYPES: readonly { value: CustomerType; label: string }[] = [
  { value: "umum", label: "Umum (harga ecer)" },
  { value: "reseller", label: "Reseller (harga reseller)" },
];

export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: "tunai", label: "Tunai" },
  { value: "cicilan", label: "Cicilan" },
];

// The server's texts (core/sales, generated into ui-kit), and the spec's.
export { MSG_BAD_DISCOUNT, MSG_CASH_SHORT, MSG_EMPTY_CART, MSG_NEED_CUSTOMER };
export const MSG_SAVED = "Transaksi berhasil diproses dan disimpan ke database!";
export const MSG_SAVE_FAILED = "Gagal menyimpan ke database";

/** "Stok {name} tidak mencukupi." */
export function outOfStock(name: string): string {
  return `Stok ${name} tidak mencukupi.`;
}

/** One cart line: the product as it was when picked (for the preview) and how many. */
export interface CartLine {
  product_id: BaseKey;
  name: string;
  barcode: string;
  stock: number;
  retail_price: number;
  reseller_price: number;
  quantity: number;
  /** The units scanned by IMEI or serial (a tracked product); the rest are the oldest in stock. */
  units?: readonly ScannedUnit[];
}

/** A unit scanned at the cashier: its id, and the number the receipt will print. */
export interface ScannedUnit {
  id: number;
  number: string;
}

/** "IMEI {n} sudah ada di keranjang." */
export function unitInCart(number: string): string {
  return `${number} sudah ada di keranjang.`;
}

/**
 * Adds one unit of a tracked product scanned by its IMEI or serial: one more on its line with
 * the unit named, refused when that unit is already in the cart or the stock is short.
 */
export function addUnit(lines: CartLine[], product: Product, unit: ScannedUnit): CartResult {
  if (lines.some((l) => l.units?.some((u) => u.id === unit.id)))
    return { lines, error: unitInCart(unit.number) };
  const added = addProduct(lines, product);
  if (added.error) return added;
  return {
    lines: added.lines.map((l) =>
      String(l.product_id) === String(product.id) ? { ...l, units: [...(l.units ?? []), unit] } : l,
    ),
  };
}

/** A change to the cart: the new cart, and the refusal to show when something was refused. */
export interface CartResult {
  lines: CartLine[];
  error?: string;
}

export function lineFromProduct(p: Product, quantity = 1): CartLine {
  return {
    product_id: p.id,
    name: p.name,
    barcode: p.barcode,
    stock: p.stock,
    retail_price: p.retail_price,
    reseller_price: p.reseller_price ?? 0,
    quantity,
  };
}

/**
 * Adds one of a product: a new line with quantity 1, or one more on its line.
 * Beyond the stock it is refused ("Stok {name} tidak mencukupi.") and nothing changes.
 * The stock known from the latest product read replaces the line's.
 */
export function addProduct(lines: CartLine[], product: Product): CartResult {
  const index = lines.findIndex((l) => String(l.product_id) === String(product.id));
  if (index < 0) {
    if (product.stock < 1) return { lines, error: outOfStock(product.name) };
    return { lines: [...lines, lineFromProduct(product)] };
  }
  const line = {
    ...lines[index],
    stock: product.stock,
    retail_price: product.retail_price,
    reseller_price: product.reseller_price ?? 0,
  };
  if (line.quantity + 1 > line.stock) return { lines, error: outOfStock(line.name) };
  return { lines: replaceAt(lines, index, { ...line, quantity: line.quantity + 1 }) };
}

/**
 * Sets a line's quantity (typed or with the +/− buttons):
 * - 0 or less removes the line;
 * - more than the stock is refused with "Stok {name} tidak mencukupi.": a
 *   raise by one leaves the line as it was, a typed number is clamped to the stock;
 * - fractions are rounded down; a value that is not a number changes nothing.
 */
export function setQuantity(
  lines: CartLine[],
  productId: BaseKey,
  quantity: number | null | undefined,
): CartResult {
  const index = lines.findIndex((l) => String(l.product_id) === String(productId));
  if (index < 0) return { lines };
  if (quantity === null || quantity === undefined || Number.isNaN(quantity)) return { lines };
  const wanted = Math.floor(quantity);
  if (wanted <= 0) return { lines: removeLine(lines, productId) };
  const line = lines[index];
  if (wanted > line.stock) {
    const clamped = Math.max(line.quantity, Math.min(wanted, line.stock));
    return {
      lines:
        clamped === line.quantity ? lines : replaceAt(lines, index, { ...line, quantity: clamped }),
      error: outOfStock(line.name),
    };
  }
  if (wanted === line.quantity) return { lines };
  // Fewer than the units scanned: the last scanned leave the line.
  const units = line.units && line.units.length > wanted ? line.units.slice(0, wanted) : line.units;
  return { lines: replaceAt(lines, index, { ...line, quantity: wanted, units }) };
}

export function removeLine(lines: CartLine[], productId: BaseKey): CartLine[] {
  return lines.filter((l) => String(l.product_id) !== String(productId));
}

function replaceAt(lines: CartLine[], index: number, line: CartLine): CartLine[] {
  const next = lines.slice();
  next[index] = line;
  return next;
}

/**
 * The unit price for the customer type: umum pays the retail price, reseller the reseller price
 * (which the server leaves out when it is 0).
 */
export function unitPrice(
  line: Pick<Product, "retail_price" | "reseller_price">,
  type: CustomerType,
): number {
  return type === "reseller" ? (line.reseller_price ?? 0) : line.retail_price;
}

export type { Totals };

/**
 * The live preview: subtotal, total after discount, change or remaining. `paid` is the cash
 * handed over, `others` what other methods (QRIS, transfer…) bring; only cash gives change.
 */
export function computeTotals(
  lines: readonly Pick<CartLine, "quantity" | "retail_price" | "reseller_price">[],
  type: CustomerType,
  discount: number | null | undefined,
  paid: number | null | undefined,
  others = 0,
): Totals {
  const priced = lines.map((l) => ({ quantity: l.quantity, price: unitPrice(l, type) }));
  return billTotals(priced, discount, paid, others);
}

/** What the cashier has filled in. */
export interface SaleDraft {
  lines: CartLine[];
  customerType: CustomerType;
  customerId: BaseKey | null;
  discount: number | null;
  paymentMethod: PaymentMethod;
  paid: number | null;
  /** Payments besides the cash (QRIS, transfer, debit, e-wallet). */
  others?: readonly OtherPayment[];
  /** Paying a member's order ('Proses di Kasir'): its lines come from the server. */
  orderId?: BaseKey | null;
}

/**
 * The first rule the draft breaks, checked before sending (the server checks
 * the same again with current prices): empty cart, then the bill's rules
 * (ui-kit's settle): discount above the subtotal, other payments above the
 * total, cash that does not cover the total, a remainder with no customer.
 */
export function checkDraft(draft: SaleDraft): string | null {
  if (draft.lines.length === 0) return MSG_EMPTY_CART;
  const bill = {
    lines: draft.lines.map((l) => ({
      quantity: l.quantity,
      price: unitPrice(l, draft.customerType),
    })),
    discount: Math.floor(draft.discount ?? 0),
    customer: draft.customerId != null,
    onCredit: draft.paymentMethod === "cicilan",
  };
  return checkBill(bill, draft.paid, draft.others ?? []);
}

/** POST /api/sales's body: lines and choices only — the server computes every amount. */
export type SaleRequest = ApiSchemas["SaleCreateInputBody"];

export function toSaleRequest(draft: SaleDraft): SaleRequest {
  const body: SaleRequest = {
    customer_type: draft.customerType,
    discount: Math.max(0, Math.floor(draft.discount ?? 0)),
    payment_method: draft.paymentMethod,
  };
  const payments = paymentLines(draft.paid, draft.others ?? []);
  if (payments) body.payments = payments;
  else body.paid_amount = Math.max(0, Math.floor(draft.paid ?? 0));
  if (draft.orderId != null) body.order_id = Number(draft.orderId);
  else
    body.items = draft.lines.map((l) => ({
      product_id: Number(l.product_id),
      quantity: l.quantity,
      ...(l.units?.length ? { unit_ids: l.units.map((u) => u.id) } : {}),
    }));
  if (draft.customerId != null) body.customer_id = Number(draft.customerId);
  return body;
}

/**
 * The product a scanned code names: a barcode scanner types the code and
 * Enter into the search box. Only an exact barcode match counts (a name that
 * merely contains the digits does not).
 */
export function exactBarcodeMatch(products: readonly Product[], code: string): Product | undefined {
  const wanted = code.trim();
  if (!wanted) return undefined;
  return products.find((p) => p.barcode === wanted);
}
