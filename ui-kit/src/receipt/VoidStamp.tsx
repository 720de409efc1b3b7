import { formatRupiah } from "../money";
import { ReceiptDivider, ReceiptRow } from "./ReceiptFrame";
import { formatReceiptDate } from "./date";

/**
 * BATAL across a voided sale's or repair bill's receipt, with when, why, by
 * whom and the money paid back. Nothing when the document stands.
 */
export function VoidStamp({
  doc,
  timeZone,
}: {
  doc: {
    voided_at?: string | null;
    void_reason?: string | null;
    voided_by?: string | null;
    void_refund?: number;
  };
  timeZone?: string;
}) {
  if (!doc.voided_at) return null;
  return (
    <>
      <div className="receipt__void" data-testid="receipt-void">
        BATAL
      </div>
      <ReceiptRow label="Dibatalkan" value={formatReceiptDate(doc.voided_at, timeZone)} />
      {doc.voided_by && <ReceiptRow label="Oleh" value={doc.voided_by} />}
      <ReceiptRow label="Alasan" value={doc.void_reason || "-"} />
      <ReceiptRow label="Uang dikembalikan" value={formatRupiah(doc.void_refund ?? 0)} />
      <ReceiptDivider />
    </>
  );
}
