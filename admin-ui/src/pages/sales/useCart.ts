import { useCallback, useRef, useState } from "react";
import type { BaseKey } from "@refinedev/core";
import type { Product } from "../../interfaces";
import { addProduct, addUnit, setQuantity, type CartLine, type ScannedUnit } from "./cart";

/**
 * A cashier's cart lines. Every change starts from the newest cart, not from the one the
 * last render saw: scans resolved one after another (a scanner burst) each add to what the
 * previous one left, so none is lost between two renders.
 */
export function useCart(refuse: (message: string) => void) {
  const [lines, setState] = useState<CartLine[]>([]);
  const latest = useRef(lines);

  const setLines = useCallback((next: CartLine[] | ((current: CartLine[]) => CartLine[])) => {
    latest.current = typeof next === "function" ? next(latest.current) : next;
    setState(latest.current);
  }, []);

  /** Adds one of product (its stock as given); false, with the refusal shown, when refused. */
  const add = (product: Product): boolean => {
    const next = addProduct(latest.current, product);
    if (next.error) {
      refuse(next.error);
      return false;
    }
    setLines(next.lines);
    return true;
  };

  /** Adds a unit scanned by its IMEI or serial; false, with the refusal shown, when refused. */
  const addScannedUnit = (product: Product, unit: ScannedUnit): boolean => {
    const next = addUnit(latest.current, product, unit);
    if (next.error) {
      refuse(next.error);
      return false;
    }
    setLines(next.lines);
    return true;
  };

  const changeQuantity = (productId: BaseKey, quantity: number | null) => {
    const next = setQuantity(latest.current, productId, quantity);
    if (next.error) refuse(next.error);
    setLines(next.lines);
  };

  return { lines, setLines, add, addScannedUnit, changeQuantity };
}

/** A cashier's cart: its lines and how they change. */
export type Cart = ReturnType<typeof useCart>;
