import { formatRupiah } from "../money";
import {
  checklistText,
  serviceNumber,
  type ServiceBillView,
  type ServiceEntryView,
} from "../service";
import { formatReceiptDate } from "./date";
import { DIVIDER, row, type ReceiptBlock, type ReceiptDoc } from "./model";
import { ReceiptDocument } from "./ReceiptBlocks";
import { paidInCash, paymentBlocks } from "./ReceiptPayments";
import type { ShopInfo } from "./shop";
import { voidBlocks } from "./VoidStamp";

/** The two copies of a service receipt: the customer's, and the technician's work sheet. */
export type ReceiptCopy = "customer" | "technician";

export const RECEIPT_COPIES: readonly ReceiptCopy[] = ["customer", "technician"];

export const RECEIPT_TITLES: Readonly<Record<ReceiptCopy, string>> = {
  customer: "TANDA TERIMA SERVICE",
  technician: "LEMBAR KERJA TEKNISI",
};

/** The customer's copy once it carries the bill: the repair's receipt, like STRUK PENJUALAN. */
export const BILL_TITLE = "STRUK SERVICE";

/** The copy switch of the receipt dialog. */
export const RECEIPT_TABS: Readonly<Record<ReceiptCopy, string>> = {
  customer: "Struk Pelanggan",
  technician: "Untuk Teknisi",
};

/** What every service receipt promises. */
export const WARRANTY_NOTE = "Garansi servis 7 hari.";
/** A repair under the shop's warranty on a unit it sold keeps that warranty's end. */
export const WARRANTY_REPAIR_NOTE =
  "Perbaikan dalam garansi toko; masa garansi tidak diperpanjang.";
export const UNCOLLECTED_NOTE =
  "Barang yang tidak diambil lebih dari 1 bulan setelah servis diumumkan selesai bukan tanggung jawab kami.";

/** "tanda-terima-service-12-customer" (the PNG's name, without extension). */
export function serviceReceiptFileName(id: number, copy: ReceiptCopy): string {
  return `tanda-terima-service-${id}-${copy}`;
}

/** Across the top of the technician's sheet: the copy that stays with the device on the bench. */
export const BENCH_MARK: ReceiptBlock = {
  kind: "stamp",
  text: "SALINAN BENGKEL",
  testId: "receipt-bench-mark",
};

/**
 * The paper a repair's Cetak sends to a thermal printer: the copy on screen, and for an intake
 * (no bill yet) the customer's copy followed by the bench copy, so both come out of one print.
 */
export function servicePrintDoc(props: ServiceReceiptProps): ReceiptDoc {
  const doc = serviceReceiptDoc(props);
  if (props.bill || props.copy !== "customer") return doc;
  return { ...doc, next: serviceReceiptDoc({ ...props, copy: "technician" }) };
}

/** The caption under the tracking QR code on the customer's copy. */
export const TRACKING_CAPTION = "Pindai untuk melacak status servis";

/**
 * The service receipt, the same paper in the back office, on the storefront and on the thermal
 * printer: the customer's copy 'TANDA TERIMA SERVICE' (titled 'STRUK SERVICE' with the bill,
 * once the service cashier has processed it; BATAL across it once voided) or the technician's
 * work sheet 'LEMBAR KERJA TEKNISI' (no amounts, room for notes). Both carry the 7-day warranty,
 * the one-month uncollected-goods notice and a Code 128 barcode of the number. `tracking`, the
 * repair's tracking link, is a QR code at the end of the customer's copy.
 */
export function serviceReceiptDoc({
  entry,
  bill,
  copy,
  shop,
  tracking,
}: ServiceReceiptProps): ReceiptDoc {
  const customer = copy === "customer";
  const shownBill = customer ? bill : null;
  const blocks: ReceiptBlock[] = [
    DIVIDER,
    ...(customer ? [] : [BENCH_MARK]),
    ...(shownBill ? voidBlocks(shownBill, shop.timeZone) : []),
    row("No. Servis", serviceNumber(entry.id), { strong: true, testId: "receipt-number" }),
    row("Tanggal", formatReceiptDate(entry.date, shop.timeZone), { testId: "receipt-date" }),
    row("Pelanggan", entry.customer_name || "-", { testId: "receipt-customer" }),
    row("No. HP", entry.customer_phone || "-", { testId: "receipt-phone" }),
    DIVIDER,
    row("Kategori", entry.category || "-"),
    row("Tipe Perangkat", entry.device_type || "-"),
    row("Jenis Kerusakan", entry.damage_type || "-"),
    ...(entry.imei ? [row("IMEI/SN", entry.imei)] : []),
    ...(entry.accessories ? [row("Kelengkapan", entry.accessories)] : []),
    ...(entry.condition ? [row("Kondisi", entry.condition)] : []),
    ...checklistRows(entry.checklist),
    { kind: "text", text: "Deskripsi:" },
    { kind: "text", text: entry.description || "-" },
    row("Status", entry.status, { testId: "receipt-status" }),
  ];
  if (!customer)
    blocks.push(
      row("Info Status", entry.service_info || "-"),
      { kind: "text", text: "Catatan Teknisi:" },
      { kind: "space", lines: 3 },
    );
  if (shownBill) blocks.push(...billBlocks(shownBill, shop.bank));
  if (customer && tracking) blocks.push({ kind: "qr", data: tracking, caption: TRACKING_CAPTION });
  return {
    shop,
    title: shownBill ? BILL_TITLE : RECEIPT_TITLES[copy],
    notes: [entry.warranty_repair ? WARRANTY_REPAIR_NOTE : WARRANTY_NOTE, UNCOLLECTED_NOTE],
    barcode: serviceNumber(entry.id),
    cash: paidInCash(shownBill?.payments),
    copy,
    blocks,
  };
}

export interface ServiceReceiptProps {
  entry: ServiceEntryView;
  bill: ServiceBillView | null;
  copy: ReceiptCopy;
  shop: ShopInfo;
  /** The repair's tracking link (the back office's QR code). */
  tracking?: string;
}

/** The service receipt on screen (serviceReceiptDoc). */
export function ServiceReceipt(props: ServiceReceiptProps) {
  return <ReceiptDocument doc={serviceReceiptDoc(props)} />;
}

function billBlocks(bill: ServiceBillView, bank: string): ReceiptBlock[] {
  const parts = bill.parts ?? [];
  return [
    DIVIDER,
    row("Biaya Jasa", formatRupiah(bill.service_fee), { testId: "receipt-fee" }),
    ...(parts.length > 0
      ? [
          { kind: "text", text: "Sparepart:" } as const,
          ...parts.map((part): ReceiptBlock => ({
            kind: "item",
            name: part.product_name,
            testId: "receipt-line",
            blocks: [
              row(
                `${part.quantity.toLocaleString("id-ID")} x ${formatRupiah(part.sale_price)}`,
                formatRupiah(part.quantity * part.sale_price),
              ),
            ],
          })),
          row("Total Sparepart", formatRupiah(bill.total_parts_cost), { testId: "receipt-parts" }),
        ]
      : []),
    DIVIDER,
    row("Total", formatRupiah(bill.total_amount), { strong: true, testId: "receipt-total" }),
    paymentBlocks({
      payments: bill.payments,
      paid: bill.paid_amount,
      change: bill.change_amount,
      remaining: bill.remaining_amount,
      bank,
    }),
    ...(bill.kasir_name ? [row("Kasir", bill.kasir_name, { testId: "receipt-kasir" })] : []),
  ];
}

/** The intake checklist's ticked boxes, one row per group that has any. */
function checklistRows(checklist: readonly string[] | null | undefined): ReceiptBlock[] {
  const condition = checklistText(checklist, "kondisi");
  const left = checklistText(checklist, "kelengkapan");
  return [
    ...(condition ? [row("Cek Kondisi", condition, { testId: "receipt-checklist" })] : []),
    ...(left ? [row("Ditinggal", left, { testId: "receipt-left" })] : []),
  ];
}
