import type { ApiSchemas } from "@konter/ui-kit";

/** A transfer between outlets (mutasi stok); GET /api/stock-transfers/{id} adds its lines and units. */
export type Transfer = ApiSchemas["StockTransfer"];
export type TransferStatus = Transfer["status"];
/** One product sent: how many, and how many arrived. */
export type TransferLine = ApiSchemas["StockTransferLine"];
/** One unit sent by its IMEI or serial. */
export type TransferUnit = ApiSchemas["StockTransferUnit"];

export const LIST_PATH = "/dashboard/stock/transfers";
export const MSG_LOAD_FAILED = "Gagal memuat mutasi stok";

export const STATUS_LABEL: Record<TransferStatus, { text: string; color: string }> = {
  sent: { text: "Dikirim", color: "processing" },
  received: { text: "Diterima", color: "success" },
  short: { text: "Selisih", color: "warning" },
  settled: { text: "Selisih diselesaikan", color: "default" },
};

export const SETTLEMENT_LABEL: Record<Transfer["settlement"], string> = {
  "": "-",
  returned: "Dikembalikan ke outlet pengirim",
  written_off: "Dihapuskan (hilang)",
};

/** Whether the transfer has been received (whole or short). */
export function isReceived(t: Pick<Transfer, "status">): boolean {
  return t.status !== "sent";
}

/** What did not arrive of a line; 0 before receipt. */
export function shortfall(t: Pick<Transfer, "status">, line: TransferLine): number {
  return isReceived(t) ? line.quantity - line.received : 0;
}

/** The unit of the transfer a scanned number names (any case), or undefined. */
export function unitOf(units: readonly TransferUnit[], number: string): TransferUnit | undefined {
  const wanted = number.trim().toLowerCase();
  return units.find((u) => u.number.toLowerCase() === wanted);
}

/**
 * What a receipt sends (POST /api/stock-transfers/{id}/receive): the counted quantity of each
 * product sent by quantity, and the numbers of the units scanned.
 */
export function receiptBody(
  lines: readonly TransferLine[],
  counted: Readonly<Record<number, number | null>>,
  scanned: readonly string[],
) {
  return {
    lines: lines
      .filter((l) => !l.tracked)
      .map((l) => ({
        product_id: l.product_id,
        quantity: Math.max(0, Math.floor(counted[l.product_id] ?? 0)),
      })),
    units: [...scanned],
  };
}

/** What the receipt still lacks against what was sent, in pieces (0: everything counted). */
export function stillMissing(
  lines: readonly TransferLine[],
  counted: Readonly<Record<number, number | null>>,
  scanned: readonly string[],
  units: readonly TransferUnit[],
): number {
  let missing = 0;
  for (const l of lines) {
    const got = l.tracked
      ? units.filter((u) => u.product_id === l.product_id && scanned.includes(u.number)).length
      : Math.min(l.quantity, Math.max(0, Math.floor(counted[l.product_id] ?? 0)));
    missing += l.quantity - got;
  }
  return missing;
}
