import { useCustom } from "@refinedev/core";
import {
  ReceiptDivider,
  ReceiptFrame,
  ReceiptRow,
  formatReceiptDate,
  type ShopInfo,
} from "@konter/ui-kit";
import { ReceiptDialog, ReceiptQrCode, useShopInfo } from "../../components/receipt";
import { formatRupiah } from "../../lib/format";
import type { Installment } from "./types";

/**
 * The instalment's bill (TAGIHAN CICILAN), to hand to the customer or send as a picture: what
 * was owed, paid and what remains, and — when the shop has its QRIS set up — the QRIS for
 * exactly what remains, to pay from any banking or e-wallet app. The cashier records the
 * payment once it shows paid.
 */
export function InstallmentBill({
  installment,
  shop,
  qris,
}: {
  installment: Installment;
  shop: ShopInfo;
  qris: string;
}) {
  return (
    <ReceiptFrame
      shop={shop}
      title="TAGIHAN CICILAN"
      barcode={installment.transaction_id_display}
      notes={qris ? ["Bayar sisa cicilan dengan memindai QRIS di atas."] : []}
    >
      <ReceiptDivider />
      <ReceiptRow label="No." value={installment.transaction_id_display} />
      <ReceiptRow
        label="Tanggal"
        value={formatReceiptDate(installment.created_at, shop.timeZone)}
      />
      <ReceiptRow label="Pelanggan" value={installment.customer_name_cache || "Umum"} />
      {installment.details && <ReceiptRow label="Keterangan" value={installment.details} />}
      <ReceiptDivider />
      <ReceiptRow label="Total Tagihan" value={formatRupiah(installment.total_amount)} />
      <ReceiptRow label="Sudah Dibayar" value={formatRupiah(installment.paid_amount)} />
      <ReceiptRow
        label="Sisa Tagihan"
        value={formatRupiah(installment.remaining_amount)}
        strong
        testId="bill-remaining"
      />
      {qris && (
        <ReceiptQrCode
          value={qris}
          caption={`QRIS ${formatRupiah(installment.remaining_amount)}`}
        />
      )}
    </ReceiptFrame>
  );
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
  const remaining = installment?.remaining_amount ?? 0;
  const { query, result } = useCustom<{ payload: string }>({
    url: "/api/payments/qris",
    method: "get",
    config: { query: { amount: remaining } },
    // No QRIS set up (409): the bill prints without one.
    queryOptions: { enabled: remaining > 0, staleTime: Infinity, retry: false },
    errorNotification: false,
  });
  if (!installment) return null;
  const qris = query.data ? ((result.data as { payload?: string }).payload ?? "") : "";
  return (
    <ReceiptDialog
      open
      title={`Tagihan ${installment.transaction_id_display}`}
      fileName={`tagihan-${installment.transaction_id_display}`}
      onClose={onClose}
    >
      <InstallmentBill installment={installment} shop={shop} qris={qris} />
    </ReceiptDialog>
  );
}
