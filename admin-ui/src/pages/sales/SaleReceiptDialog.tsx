import { useOne } from "@refinedev/core";
import {
  MSG_SALE_NOT_FOUND,
  SaleReceipt,
  saleReceiptDoc,
  saleReceiptFileName,
} from "@konter/ui-kit";
import { ReceiptDialog, useRemainingQris, useShopInfo } from "../../components/receipt";
import { NewTransactionButton } from "./NewTransactionButton";
import { SaleReceiptWhatsApp } from "./ReceiptWhatsApp";
import type { Sale } from "./types";

/**
 * A sale's receipt: the one just saved (it prints by itself, and offers the next transaction)
 * or, before any, a past one reopened (`?receipt=<id>`), shown until closed (onPastClosed).
 */
export function SaleReceiptDialog({
  saved,
  receiptId,
  open,
  onClose,
  onPastClosed,
  onNew,
}: {
  saved: Sale | null;
  receiptId: string | null;
  open: boolean;
  onClose: () => void;
  onPastClosed: () => void;
  onNew: () => void;
}) {
  const { shop } = useShopInfo();
  const { result: past } = useOne<Sale>({
    resource: "sales",
    id: receiptId ?? "",
    queryOptions: { enabled: !!receiptId },
    errorNotification: (error) => ({
      type: "error",
      message: error?.message || MSG_SALE_NOT_FOUND,
    }),
  });
  const sale = saved ?? (receiptId ? past : undefined);
  const qris = useRemainingQris(sale && !sale.voided_at ? sale.remaining_amount : 0);
  if (!sale) return null;
  const showingPast = !saved;
  return (
    <ReceiptDialog
      open={open || showingPast}
      title={`Struk ${sale.transaction_id_display}`}
      fileName={saleReceiptFileName(sale)}
      autoPrint={!showingPast}
      onClose={() => {
        onClose();
        if (showingPast) onPastClosed();
      }}
      actions={
        <>
          <SaleReceiptWhatsApp sale={sale} />
          {!showingPast && <NewTransactionButton onClick={onNew} />}
        </>
      }
      doc={saleReceiptDoc(sale, shop, qris)}
    >
      <SaleReceipt sale={sale} shop={shop} qris={qris} />
    </ReceiptDialog>
  );
}
