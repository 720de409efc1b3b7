import { useOne } from "@refinedev/core";
import { ReceiptDialog, useRemainingQris, useShopInfo } from "../../components/receipt";
import { failure } from "../../lib/notify";
import { SaleReceipt, saleReceiptDoc, saleReceiptFileName } from "@konter/ui-kit";
import { SaleReceiptWhatsApp } from "../sales/ReceiptWhatsApp";
import type { Sale } from "../sales/types";
import { ServiceReceiptDialog } from "../services/ServiceReceiptDialog";
import type { ServiceReceiptData } from "../services/types";
import { MSG_RECEIPT_FAILED, type PastTransaction } from "./types";

/**
 * The receipt of a past sale or repair bill, loaded from the server and shown in the
 * cashiers' own receipt dialogs: printed again on 58 mm, 80 mm or A4, or downloaded as PNG.
 */
export function PastReceipt({ row, onClose }: { row: PastTransaction; onClose: () => void }) {
  const { shop } = useShopInfo();
  const isSale = row.kind === "penjualan";
  const { result: sale } = useOne<Sale>({
    resource: "sales",
    id: row.id,
    queryOptions: { enabled: isSale },
    errorNotification: failure(MSG_RECEIPT_FAILED),
  });
  const { result: bill } = useOne<ServiceReceiptData>({
    resource: "service_entries",
    id: row.id,
    queryOptions: { enabled: !isSale },
    errorNotification: failure(MSG_RECEIPT_FAILED),
  });
  const qris = useRemainingQris(sale && !sale.voided_at ? sale.remaining_amount : 0);

  if (!isSale) {
    return <ServiceReceiptDialog receipt={bill ?? null} open={!!bill} onClose={onClose} />;
  }
  if (!sale) return null;
  return (
    <ReceiptDialog
      open
      title={`Struk ${sale.transaction_id_display}`}
      fileName={saleReceiptFileName(sale)}
      onClose={onClose}
      actions={<SaleReceiptWhatsApp sale={sale} />}
      doc={saleReceiptDoc(sale, shop, qris)}
    >
      <SaleReceipt sale={sale} shop={shop} qris={qris} />
    </ReceiptDialog>
  );
}
