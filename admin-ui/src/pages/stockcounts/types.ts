import type { BaseKey } from "@refinedev/core";

export type StockCountStatus = "open" | "posted" | "cancelled";

/** One product on the count sheet (GET /api/stock-counts/{id}). */
export interface StockCountLine {
  id: BaseKey;
  product_id: number;
  product_name: string;
  barcode: string;
  category: string;
  tracked: boolean;
  /** The stock the books held when the count started. */
  expected: number;
  /** What staff counted; null while not counted. */
  counted: number | null;
  /** The stock now: the sales made during the count are in it. */
  stock: number;
  /** What posting moved in the ledger; null before the count is posted. */
  moved: number | null;
  /** The product's cost (buy price) when the count was posted; null before. */
  cost?: number | null;
  /** What posting moved at that cost, below 0 for a shortfall; null before. */
  value?: number | null;
}

/** A posted count's value at cost: shortfalls, surpluses and the net (below 0: goods lost). */
export interface StockCountValue {
  shortfall: number;
  surplus: number;
  net: number;
}

/** One unit of a tracked product on the count. */
export interface StockCountUnit {
  unit_id: number;
  product_id: number;
  expected: boolean;
  found: boolean;
  imei: string | null;
  serial: string | null;
  status: string;
  /** What posting did to the unit: -1 out as missing, 1 back in; null otherwise. */
  moved: number | null;
}

/** A stock count (stock opname). */
export interface StockCount {
  id: BaseKey;
  number: string;
  status: StockCountStatus;
  categories: string[];
  note: string;
  started_by_name: string | null;
  started_at: string;
  closed_at: string | null;
  lines?: StockCountLine[];
  units?: StockCountUnit[];
  value?: StockCountValue;
}

export const STATUS_LABEL: Record<StockCountStatus, { text: string; color: string }> = {
  open: { text: "Sedang dihitung", color: "processing" },
  posted: { text: "Diposting", color: "success" },
  cancelled: { text: "Dibatalkan", color: "default" },
};

export const MSG_LOAD_FAILED = "Gagal memuat stock opname";

/**
 * A line's difference: before posting, what posting would move (counted against the stock
 * now); once posted, what it moved. Null when not counted.
 */
export function difference(line: StockCountLine, posted = false): number | null {
  if (line.counted === null) return null;
  return posted ? (line.moved ?? 0) : line.counted - line.stock;
}

/**
 * The units of a tracked product nobody found (posting takes them out as missing) and those
 * found that the books had lost (posting brings them back); once posted, what it did.
 */
export function unitFindings(units: readonly StockCountUnit[], productId: number, posted = false) {
  const own = units.filter((u) => u.product_id === productId);
  if (posted)
    return {
      missing: own.filter((u) => u.moved === -1),
      recovered: own.filter((u) => u.moved === 1),
    };
  return {
    missing: own.filter((u) => !u.found && u.status === "in_stock"),
    recovered: own.filter((u) => u.found && (u.status === "missing" || u.status === "removed")),
  };
}

/** A unit as staff know it: its IMEI, else its serial. */
export function unitNumber(u: Pick<StockCountUnit, "imei" | "serial">): string {
  return u.imei ?? u.serial ?? "";
}

/** The categories counted: "Seluruh toko" when none was chosen. */
export function categoriesLabel(categories: readonly string[]): string {
  return categories.length ? categories.join(", ") : "Seluruh toko";
}
