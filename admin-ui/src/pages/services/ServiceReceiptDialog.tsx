import { useEffect, useState, type ReactNode } from "react";
import { Segmented } from "antd";
import {
  RECEIPT_COPIES,
  RECEIPT_TABS,
  ServiceReceipt,
  serviceNumber,
  servicePrintDoc,
  serviceReceiptFileName,
  type ReceiptCopy,
} from "@konter/ui-kit";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { trackingUrl } from "./service";
import type { ServiceReceiptData } from "./types";
import { ServiceBillWhatsApp } from "./ServiceBillWhatsApp";

const COPIES = RECEIPT_COPIES.map((value) => ({ value, label: RECEIPT_TABS[value] }));

/**
 * The service receipt dialog: the customer's copy (with the QR code that opens the repair on
 * /tracking) or the technician's sheet (a switch above the paper), printed on 58 mm, 80 mm or
 * A4 (or straight to this device's LAN printer, the QR as the printer's own; an intake's
 * customer copy comes out there with the bench copy after it), or downloaded as tanda-terima-service-{id}-{customer|technician}.png.
 */
export function ServiceReceiptDialog({
  receipt,
  open,
  onClose,
  title,
  actions,
  autoPrint = false,
}: {
  receipt: ServiceReceiptData | null;
  open: boolean;
  onClose: () => void;
  title?: string;
  actions?: ReactNode;
  /** The bill was just saved: Cetak otomatis prints it. */
  autoPrint?: boolean;
}) {
  const { shop } = useShopInfo();
  const [copy, setCopy] = useState<ReceiptCopy>("customer");

  // Every opening starts with the customer's copy.
  useEffect(() => {
    if (open) setCopy("customer");
  }, [open]);

  if (!receipt) return null;
  const { entry, bill } = receipt;
  const props = {
    entry,
    bill,
    copy,
    shop,
    tracking: entry.tracking_token ? trackingUrl(entry.tracking_token) : undefined,
  };
  return (
    <ReceiptDialog
      open={open}
      title={title ?? `Tanda Terima ${serviceNumber(entry.id)}`}
      fileName={serviceReceiptFileName(entry.id, copy)}
      onClose={onClose}
      actions={
        <>
          <ServiceBillWhatsApp receipt={receipt} />
          {actions}
        </>
      }
      autoPrint={autoPrint}
      doc={servicePrintDoc(props)}
      toolbar={
        <Segmented<ReceiptCopy>
          aria-label="Jenis struk"
          value={copy}
          onChange={setCopy}
          options={COPIES}
        />
      }
    >
      <ServiceReceipt {...props} />
    </ReceiptDialog>
  );
}
