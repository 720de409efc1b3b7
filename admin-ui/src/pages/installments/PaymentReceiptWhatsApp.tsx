import { ReceiptWhatsApp } from "../sales/ReceiptWhatsApp";
import { installmentPaymentMessage } from "../sales/receiptLink";
import type { PaymentReceiptOf } from "./PaymentReceipt";

/** 'Kirim via WhatsApp' in an instalment payment's receipt dialog. */
export function PaymentReceiptWhatsApp({ receipt }: { receipt: PaymentReceiptOf }) {
  const { installment, payment, remaining } = receipt;
  return (
    <ReceiptWhatsApp
      path={`/api/installment-payments/${payment.id}/receipt-link`}
      customerId={installment.customer_id}
      message={(shopName, link) =>
        installmentPaymentMessage(
          {
            number: installment.transaction_id_display,
            amount: payment.amount,
            remaining,
            customer: installment.customer_name_cache,
          },
          shopName,
          link,
        )
      }
    />
  );
}
