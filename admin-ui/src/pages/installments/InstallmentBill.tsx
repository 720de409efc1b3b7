import {
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  qrisBlocks,
  row,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import { ReceiptDialog, useRemainingQris, useShopInfo } from "../../components/receipt";
import { formatRupiah } from "../../lib/format";
import type { Installment } from "./types";

/**
 * The instalment's bill (TAGIHAN CICILAN), to hand to the customer or send as a picture, for the
 * screen and the thermal printer alike: what was owed, paid and what remains, and — when the
 * shop has its QRIS set up — the QRIS for exactly what remains, to pay from any banking or
 * e-wallet app (the printer's QR command, or an image on a printer without one). The cashier
 * records the payment once it shows paid.
 */
export function installmentBillDoc(
  installment: Installment,
  shop: ShopInfo,
  qris: string,
): ReceiptDoc {
  return {
    shop,
    title: "TAGIHAN CICILAN",
    barcode: installment.transaction_id_display,
    notes: qris ? ["Bayar sisa cicilan dengan memindai QRIS di atas."] : [],
    cash: false,
    blocks: [
      DIVIDER,
      row("No.", installment.transaction_id_display),
      row("Tanggal", formatReceiptDate(installment.created_at, shop.timeZone)),
      row("Pelanggan", installment.customer_name_cache || "Umum"),
      ...(installment.details ? [row("Keterangan", installment.details)] : []),
      DIVIDER,
      row("Total Tagihan", formatRupiah(installment.total_amount)),
      row("Sudah Dibayar", formatRupiah(installment.paid_amount)),
      row("Sisa Tagihan", formatRupiah(installment.remaining_amount), {
        strong: true,
        testId: "bill-remaining",
      }),
      ...qrisBlocks(qris, installment.remaining_amount),
    ],
  };
}

/** The bill in the receipt dialog: 58/80 mm, A4, PNG. */
export function InstallmentBillDialog({
  installment,
  onClose,
}: {
  installment: Installment | null;
  onClose: () => void;
}) {
  const { shop } = useShopInfo();
  const qris = useRemainingQris(installment?.remaining_amount ?? 0);
  if (!installment) return null;
  const doc = installmentBillDoc(installment, shop, qris);
  return (
    <ReceiptDialog
      open
      title={`Tagihan ${installment.transaction_id_display}`}
      fileName={`tagihan-${installment.transaction_id_display}`}
      onClose={onClose}
      doc={doc}
    >
      <ReceiptDocument doc={doc} />
    </ReceiptDialog>
  );
}
