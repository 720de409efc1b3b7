import { Fragment } from "react";
import {
  ReceiptDivider,
  ReceiptFrame,
  ReceiptRow,
  formatReceiptDate,
  paymentMethodLabel,
  type ShopInfo,
} from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import type { Shift } from "./types";

/** A shift's report number on paper and in the file name. */
export const shiftNumber = (shift: Shift) => `SHIFT-${String(shift.id).padStart(6, "0")}`;

/**
 * The shift report (Z report): who and when, the opening cash, what each payment method brought
 * in, cash in and out, refunds and voids, the drawer opened without a sale (who, when, why), what the drawer should hold, what was counted and the
 * difference. Every amount is the server's.
 */
export function ShiftReport({ shift, shop }: { shift: Shift; shop: ShopInfo }) {
  const closed = shift.status === "closed";
  return (
    <ReceiptFrame
      shop={shop}
      title={closed ? "LAPORAN TUTUP SHIFT" : "LAPORAN SHIFT (BELUM DITUTUP)"}
      barcode={shiftNumber(shift)}
    >
      <ReceiptDivider />
      <ReceiptRow label="No." value={shiftNumber(shift)} />
      <ReceiptRow label="Kasir" value={shift.kasir_name || "-"} testId="z-kasir" />
      <ReceiptRow label="Dibuka" value={formatReceiptDate(shift.opened_at, shop.timeZone)} />
      {shift.closed_at && (
        <ReceiptRow label="Ditutup" value={formatReceiptDate(shift.closed_at, shop.timeZone)} />
      )}
      {shift.closed_by && <ReceiptRow label="Ditutup oleh" value={shift.closed_by} />}
      <ReceiptRow label="Jumlah transaksi" value={shift.documents.toLocaleString("id-ID")} />
      <ReceiptDivider />
      <ReceiptRow label="Modal awal" value={formatRupiah(shift.opening_cash)} testId="z-opening" />
      {(shift.per_method ?? []).map((m) => (
        <Fragment key={m.method}>
          <ReceiptRow
            label={paymentMethodLabel(m.method)}
            value={formatRupiah(m.amount)}
            testId={`z-method-${m.method}`}
          />
        </Fragment>
      ))}
      <ReceiptRow label="Kas masuk" value={formatRupiah(shift.cash_in)} testId="z-cash-in" />
      <ReceiptRow label="Kas keluar" value={formatRupiah(shift.cash_out)} testId="z-cash-out" />
      {shift.refunds !== null && (
        <ReceiptRow
          label="Pengembalian dana"
          value={formatRupiah(shift.refunds)}
          testId="z-refunds"
        />
      )}
      <ReceiptRow label="Pembatalan" value={shift.voids.toLocaleString("id-ID")} />
      <ReceiptRow
        label="Buka laci"
        value={(shift.drawer_openings ?? []).length.toLocaleString("id-ID")}
        testId="z-drawer-openings"
      />
      {(shift.drawer_openings ?? []).map((o) => (
        <ReceiptRow
          key={o.id}
          label={formatReceiptDate(o.created_at, shop.timeZone)}
          value={`${o.user_name ?? "-"}: ${o.reason}`}
        />
      ))}
      <ReceiptDivider />
      {shift.expected_cash !== null && (
        <ReceiptRow
          label="Kas seharusnya"
          value={formatRupiah(shift.expected_cash)}
          strong
          testId="z-expected"
        />
      )}
      {shift.counted_cash !== null && (
        <ReceiptRow
          label="Kas dihitung"
          value={formatRupiah(shift.counted_cash)}
          testId="z-counted"
        />
      )}
      {shift.difference !== null && (
        <ReceiptRow
          label="Selisih"
          value={formatDifference(shift.difference)}
          strong
          testId="z-difference"
        />
      )}
      {shift.note && <ReceiptRow label="Catatan" value={shift.note} />}
    </ReceiptFrame>
  );
}

/** "+Rp 5.000" over, "-Rp 10.000" short, "Rp 0" even. */
export function formatDifference(difference: number): string {
  if (difference > 0) return `+${formatRupiah(difference)}`;
  if (difference < 0) return `-${formatRupiah(-difference)}`;
  return formatRupiah(0);
}
