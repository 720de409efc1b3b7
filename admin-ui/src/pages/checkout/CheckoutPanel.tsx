import type { ReactNode } from "react";
import { Card, Form, Typography } from "antd";
import { OtherPayments } from "../sales/OtherPayments";
import { PaidField } from "../sales/PaidField";
import { PayBar } from "../sales/PayBar";
import { PaymentRows } from "../sales/PaymentRows";
import { ProcessButton } from "../sales/ProcessButton";
import { QrisWaiting } from "../sales/QrisWaiting";
import type { Totals } from "../sales/payments";
import type { Checkout } from "./useCheckout";

/** A line under the live total: what is wrong (danger), missing (warning) or will happen. */
export interface PayHint {
  tone: "danger" | "warning" | "secondary";
  text: string;
}

/**
 * A cashier's "Pembayaran" card: the bill's own fields and figures (children), the QRIS codes
 * waiting to be scanned, then the pay bar (cash, other payments, the live total, the process
 * button) and a note.
 */
export function CheckoutPanel({
  checkout,
  figures,
  hint,
  othersDisabled,
  process,
  note,
  children,
}: {
  checkout: Checkout;
  figures: Pick<Totals, "total" | "paid" | "remaining" | "change">;
  hint: PayHint | null;
  /** The other payments wait for something besides the saved bill (the repair to bill). */
  othersDisabled?: boolean;
  process: { label: string; icon?: ReactNode; disabled?: boolean };
  note: ReactNode;
  children: ReactNode;
}) {
  const { idPrefix, locked, others, setOthers } = checkout;
  return (
    <Card title="Pembayaran" size="small" className="cashier-card cashier-pay">
      {children}
      <QrisWaiting
        rows={others}
        onChange={setOthers}
        onPayload={(payload, amount) => checkout.setQris({ payload, amount })}
        disabled={locked}
      />
      <PayBar>
        <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
          <PaidField
            id={`${idPrefix}-paid`}
            value={checkout.paid}
            onChange={checkout.setPaid}
            total={figures.total}
            locked={locked}
            onEnter={() => void checkout.submit()}
          />
          <OtherPayments
            idPrefix={idPrefix}
            accepted={checkout.accepted}
            rows={others}
            onChange={setOthers}
            left={figures.remaining}
            disabled={locked || othersDisabled}
          />
        </Form>
        <div className="cashier-summary" data-testid="cashier-summary">
          <PaymentRows {...figures} />
          {hint && (
            <Typography.Text type={hint.tone} className="cashier-summary__hint">
              {hint.text}
            </Typography.Text>
          )}
        </div>
        <ProcessButton
          saved={locked}
          onNew={checkout.reset}
          onProcess={() => void checkout.submit()}
          processing={checkout.submitting}
          disabled={process.disabled}
          icon={process.icon}
        >
          {process.label}
        </ProcessButton>
      </PayBar>
      <Typography.Paragraph type="secondary" className="cashier-note">
        {note}
      </Typography.Paragraph>
    </Card>
  );
}
