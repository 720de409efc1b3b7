import type { ShopInfo } from "./shop";

/**
 * One piece of a receipt's body, as both the screen (ReceiptBlocks) and the thermal printer
 * (encodeReceipt) draw it, so the paper and the screen cannot say different things.
 */
export type ReceiptBlock =
  | { kind: "divider" }
  /** "Label ........ value"; `strong` for totals. */
  | { kind: "row"; label: string; value: string; strong?: boolean; testId?: string }
  /** A line of free text (wraps). */
  | { kind: "text"; text: string; testId?: string }
  /** A word across the paper, e.g. BATAL on a voided document. */
  | { kind: "stamp"; text: string; testId?: string }
  /** A line of goods: its name, then its rows (quantity × price, IMEI, warranty). */
  | { kind: "item"; name: string; blocks: readonly ReceiptBlock[]; testId?: string }
  /** A link as a QR code (the repair's tracking page), its caption under it. */
  | { kind: "qr"; data: string; caption: string }
  /** Ruled lines to write on by hand (the technician's notes). */
  | { kind: "space"; lines: number }
  /** Blocks kept together under a test id (e.g. the payments). */
  | { kind: "section"; blocks: readonly ReceiptBlock[]; testId: string };

/** A whole receipt: who the shop is, the title, the body, the notes at the foot, the number's barcode. */
export interface ReceiptDoc {
  shop: ShopInfo;
  /** e.g. "STRUK PENJUALAN". */
  title?: string;
  blocks: readonly ReceiptBlock[];
  notes: readonly string[];
  /** The document number, printed as a Code 128 barcode. */
  barcode?: string;
  /** Paid (partly) in cash: the printer's drawer opens, when it has one. */
  cash: boolean;
  /** Which copy this paper is (e.g. "customer"), for tests and print styles: data-copy. */
  copy?: string;
  /**
   * The paper a thermal printer prints right after this one, cut apart (the repair intake's bench
   * copy): on the printer only, the screen shows this document alone.
   */
  next?: ReceiptDoc;
}

/** A "Label ... value" row. */
export const row = (
  label: string,
  value: string,
  options: { strong?: boolean; testId?: string } = {},
): ReceiptBlock => ({ kind: "row", label, value, ...options });

export const DIVIDER: ReceiptBlock = { kind: "divider" };
