import {
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  paymentMethodLabel,
  row,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import type { Shift } from "./types";

/** A shift's report number on paper and in the file name. */
export const shiftNumber = (shift: Shift) => `SHIFT-${String(shift.id).padStart(6, "0")}`;

/**
 * The shift report (Z report), for the screen and the thermal printer alike: who and when, the
 * opening cash, what each payment method brought in, cash in and out, refunds and voids, the
 * drawer opened without a sale (who, when, why), what the drawer should hold, what was counted
 * and the difference. Every amount is the server's.
 */
export function shiftReportDoc(shift: Shift, shop: ShopInfo): ReceiptDoc {
  const closed = shift.status === "closed";
  const openings = shift.drawer_openings ?? [];
  return {
    shop,
    title: closed ? "LAPORAN TUTUP SHIFT" : "LAPORAN SHIFT (BELUM DITUTUP)",
    barcode: shiftNumber(shift),
    notes: [],
    cash: false,
    blocks: [
      DIVIDER,
      row("No.", shiftNumber(shift)),
      row("Kasir", shift.kasir_name || "-", { testId: "z-kasir" }),
      row("Dibuka", formatReceiptDate(shift.opened_at, shop.timeZone)),
      ...(shift.closed_at
        ? [row("Ditutup", formatReceiptDate(shift.closed_at, shop.timeZone))]
        : []),
      ...(shift.closed_by ? [row("Ditutup oleh", shift.closed_by)] : []),
      row("Jumlah transaksi", shift.documents.toLocaleString("id-ID")),
      DIVIDER,
      row("Modal awal", formatRupiah(shift.opening_cash), { testId: "z-opening" }),
      ...(shift.per_method ?? []).map((m) =>
        row(paymentMethodLabel(m.method), formatRupiah(m.amount), {
          testId: `z-method-${m.method}`,
        }),
      ),
      row("Kas masuk", formatRupiah(shift.cash_in), { testId: "z-cash-in" }),
      row("Kas keluar", formatRupiah(shift.cash_out), { testId: "z-cash-out" }),
      ...(shift.refunds !== null
        ? [row("Pengembalian dana", formatRupiah(shift.refunds), { testId: "z-refunds" })]
        : []),
      row("Pembatalan", shift.voids.toLocaleString("id-ID")),
      row("Buka laci", openings.length.toLocaleString("id-ID"), { testId: "z-drawer-openings" }),
      ...openings.map((o) =>
        row(formatReceiptDate(o.created_at, shop.timeZone), `${o.user_name ?? "-"}: ${o.reason}`),
      ),
      DIVIDER,
      ...(shift.expected_cash !== null
        ? [
            row("Kas seharusnya", formatRupiah(shift.expected_cash), {
              strong: true,
              testId: "z-expected",
            }),
          ]
        : []),
      ...(shift.counted_cash !== null
        ? [row("Kas dihitung", formatRupiah(shift.counted_cash), { testId: "z-counted" })]
        : []),
      ...(shift.difference !== null
        ? [
            row("Selisih", formatDifference(shift.difference), {
              strong: true,
              testId: "z-difference",
            }),
          ]
        : []),
      ...(shift.note ? [row("Catatan", shift.note)] : []),
    ],
  };
}

/** The Z report on screen (shiftReportDoc). */
export function ShiftReport({ shift, shop }: { shift: Shift; shop: ShopInfo }) {
  return <ReceiptDocument doc={shiftReportDoc(shift, shop)} />;
}

/** "+Rp 5.000" over, "-Rp 10.000" short, "Rp 0" even. */
export function formatDifference(difference: number): string {
  if (difference > 0) return `+${formatRupiah(difference)}`;
  if (difference < 0) return `-${formatRupiah(-difference)}`;
  return formatRupiah(0);
}
