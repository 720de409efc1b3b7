import { Form, Radio } from "antd";
import { formatRupiah } from "../../lib/format";
import { PAYMENT_METHODS, type PaymentMethod } from "./cart";
import type { Totals } from "./payments";
import { SummaryRow } from "./SummaryRow";

/** The top of a sale's payment: the method, then the subtotal and the discount off it. */
export function SalePaymentFields({
  method,
  onMethod,
  totals,
  locked,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  totals: Totals;
  locked: boolean;
}) {
  return (
    <>
      <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
        <Form.Item label="Metode Pembayaran" htmlFor="sale-method">
          <Radio.Group
            id="sale-method"
            name="sale-method"
            aria-label="Metode Pembayaran"
            optionType="button"
            buttonStyle="solid"
            value={method}
            onChange={(e) => onMethod(e.target.value as PaymentMethod)}
            options={PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }))}
          />
        </Form.Item>
      </Form>
      <div className="cashier-summary">
        <SummaryRow
          label="Subtotal"
          value={formatRupiah(totals.subtotal)}
          testId="preview-subtotal"
        />
        <SummaryRow
          label="Diskon"
          value={totals.discount ? `-${formatRupiah(totals.discount)}` : formatRupiah(0)}
          testId="preview-discount"
        />
      </div>
    </>
  );
}
