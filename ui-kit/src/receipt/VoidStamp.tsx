import { formatRupiah } from "../money";
import { formatReceiptDate } from "./date";
import { DIVIDER, row, type ReceiptBlock } from "./model";
import { ReceiptBlocks } from "./ReceiptBlocks";

/** What a voided document records about its voiding. */
export interface VoidedDoc {
  voided_at?: string | null;
  void_reason?: string | null;
  voided_by?: string | null;
  void_refund?: number;
}

/**
 * BATAL across a voided sale's or repair bill's receipt, with when, why, by whom and the money
 * paid back. Nothing when the document stands.
 */
export function voidBlocks(doc: VoidedDoc, timeZone?: string): ReceiptBlock[] {
  if (!doc.voided_at) return [];
  return [
    { kind: "stamp", text: "BATAL", testId: "receipt-void" },
    row("Dibatalkan", formatReceiptDate(doc.voided_at, timeZone)),
    ...(doc.voided_by ? [row("Oleh", doc.voided_by)] : []),
    row("Alasan", doc.void_reason || "-"),
    row("Uang dikembalikan", formatRupiah(doc.void_refund ?? 0)),
    DIVIDER,
  ];
}

/** voidBlocks on screen. */
export function VoidStamp({ doc, timeZone }: { doc: VoidedDoc; timeZone?: string }) {
  return <ReceiptBlocks blocks={voidBlocks(doc, timeZone)} />;
}
