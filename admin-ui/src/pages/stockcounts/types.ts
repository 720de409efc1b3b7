import type { ApiSchemas } from "@konter/ui-kit";

/** A stock count (stock opname); GET /api/stock-counts/{id} adds its lines, units and value. */
export type StockCount = ApiSchemas["StockCount"];
export type StockCountStatus = StockCount["status"];
/** One product on the count sheet. */
export type StockCountLine = ApiSchemas["StockCountLine"];
/** A posted count's value at cost: shortfalls, surpluses and the net (below 0: goods lost). */
export type StockCountValue = ApiSchemas["StockCountValue"];
/** One unit of a tracked product on the count. */
export type StockCountUnit = ApiSchemas["StockCountUnit"];

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
export function categoriesLabel(categories: readonly string[] | null): string {
  return categories?.length ? categories.join(", ") : "Seluruh toko";
}

/** The lines whose count differs: a plain product by its number, a tracked one by its units. */
export function changedLines(
  lines: readonly StockCountLine[],
  units: readonly StockCountUnit[],
  posted: boolean,
): StockCountLine[] {
  return lines.filter((l) => {
    if (l.counted === null) return false;
    if (!l.tracked) return difference(l, posted) !== 0;
    const f = unitFindings(units, l.product_id, posted);
    return f.missing.length > 0 || f.recovered.length > 0;
  });
}
