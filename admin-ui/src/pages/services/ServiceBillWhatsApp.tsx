import { serviceNumber } from "@konter/ui-kit";
import { ReceiptWhatsApp } from "../sales/ReceiptWhatsApp";
import { serviceBillMessage } from "../sales/receiptLink";
import type { ServiceReceiptData } from "./types";

/** 'Kirim via WhatsApp' in a repair's receipt dialog, once the repair has its bill. */
export function ServiceBillWhatsApp({ receipt }: { receipt: ServiceReceiptData }) {
  const { entry, bill } = receipt;
  if (!bill) return null;
  return (
    <ReceiptWhatsApp
      path={`/api/service-entries/${entry.id}/receipt-link`}
      customerId={entry.customer_id}
      message={(shopName, link) =>
        serviceBillMessage(
          {
            number: serviceNumber(entry.id),
            total: bill.total_amount,
            customer: entry.customer_name,
          },
          shopName,
          link,
        )
      }
    />
  );
}
