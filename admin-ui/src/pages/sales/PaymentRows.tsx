import { formatRupiah } from "../../lib/format";
import { SummaryRow } from "./SummaryRow";

/** The end of a cashier's live total: the total, what is paid, and what is left to pay or the change. */
export function PaymentRows({
  total,
  paid,
  remaining,
  change,
}: {
  total: number;
  paid: number;
  remaining: number;
  change: number;
}) {
  return (
    <>
      <SummaryRow label="Total" value={formatRupiah(total)} big testId="preview-total" />
      <SummaryRow label="Bayar" value={formatRupiah(paid)} testId="preview-paid" />
      {remaining > 0 ? (
        <SummaryRow
          label="Sisa"
          value={formatRupiah(remaining)}
          tone="danger"
          testId="preview-remaining"
        />
      ) : (
        <SummaryRow
          label="Kembalian"
          value={formatRupiah(change)}
          tone="success"
          testId="preview-change"
        />
      )}
    </>
  );
}
