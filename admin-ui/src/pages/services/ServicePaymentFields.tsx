import { Form } from "antd";
import { formatRupiah } from "../../lib/format";
import { AmountInput } from "../sales/AmountInput";
import { SummaryRow } from "../sales/SummaryRow";

/** The top of a repair's payment: the fee, then the fee and the parts the total adds up. */
export function ServicePaymentFields({
  fee,
  onFee,
  feeAmount,
  partsTotal,
  underWarranty,
  locked,
}: {
  fee: number | null;
  onFee: (fee: number | null) => void;
  feeAmount: number;
  partsTotal: number;
  underWarranty: boolean;
  locked: boolean;
}) {
  return (
    <>
      <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
        <Form.Item label="Biaya Service" htmlFor="service-fee">
          <AmountInput id="service-fee" value={fee} onChange={onFee} placeholder="0" />
        </Form.Item>
      </Form>
      <div className="cashier-summary">
        <SummaryRow label="Biaya Service" value={formatRupiah(feeAmount)} testId="preview-fee" />
        <SummaryRow
          label={underWarranty ? "Sparepart (garansi)" : "Sparepart"}
          value={formatRupiah(partsTotal)}
          testId="preview-parts"
        />
      </div>
    </>
  );
}
