import type { ReactNode } from "react";
import { formatRupiah } from "../money";
import { serviceNumber, type ServiceBillView, type ServiceEntryView } from "../service";
import { formatReceiptDate } from "./date";
import { ReceiptDivider, ReceiptFrame, ReceiptRow } from "./ReceiptFrame";
import type { ShopInfo } from "./shop";
import { ReceiptPayments } from "./ReceiptPayments";
import { VoidStamp } from "./VoidStamp";

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

/**
 * The service receipt, the same paper in the back office and on the storefront: the customer's
 * copy 'TANDA TERIMA SERVICE' (titled 'STRUK SERVICE' with the bill, once the service cashier
 * has processed it) or the
 * technician's work sheet 'LEMBAR KERJA TEKNISI' (no amounts, room for notes). Both carry the
 * 7-day warranty, the one-month uncollected-goods notice and a Code 128 barcode of the number.
 * `children` goes at the end of the customer's copy (the back office's tracking QR code).
 */
export function ServiceReceipt({
  entry,
  bill,
  copy,
  shop,
  children,
}: {
  entry: ServiceEntryView;
  bill: ServiceBillView | null;
  copy: ReceiptCopy;
  shop: ShopInfo;
  children?: ReactNode;
}) {
  const number = serviceNumber(entry.id);
  const customer = copy === "customer";
  const shownBill = customer ? bill : null;
  return (
    <ReceiptFrame
      shop={shop}
      title={shownBill ? BILL_TITLE : RECEIPT_TITLES[copy]}
      notes={[entry.warranty_repair ? WARRANTY_REPAIR_NOTE : WARRANTY_NOTE, UNCOLLECTED_NOTE]}
      barcode={number}
      copy={copy}
    >
      <ReceiptDivider />
      {shownBill && <VoidStamp doc={shownBill} timeZone={shop.timeZone} />}
      <ReceiptRow label="No. Servis" value={number} strong testId="receipt-number" />
      <ReceiptRow
        label="Tanggal"
        value={formatReceiptDate(entry.date, shop.timeZone)}
        testId="receipt-date"
      />
      <ReceiptRow label="Pelanggan" value={entry.customer_name || "-"} testId="receipt-customer" />
      <ReceiptRow label="No. HP" value={entry.customer_phone || "-"} testId="receipt-phone" />
      <ReceiptDivider />
      <ReceiptRow label="Kategori" value={entry.category || "-"} />
      <ReceiptRow label="Tipe Perangkat" value={entry.device_type || "-"} />
      <ReceiptRow label="Jenis Kerusakan" value={entry.damage_type || "-"} />
      {entry.imei && <ReceiptRow label="IMEI/SN" value={entry.imei} />}
      {entry.accessories && <ReceiptRow label="Kelengkapan" value={entry.accessories} />}
      {entry.condition && <ReceiptRow label="Kondisi" value={entry.condition} />}
      <div className="receipt__block">
        <div>Deskripsi:</div>
        <div className="receipt__text">{entry.description || "-"}</div>
      </div>
      <ReceiptRow label="Status" value={entry.status} testId="receipt-status" />
      {!customer && (
        <>
          <ReceiptRow label="Info Status" value={entry.service_info || "-"} />
          <div className="receipt__block">
            <div>Catatan Teknisi:</div>
            <div className="receipt__lines" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          </div>
        </>
      )}
      {shownBill && <BillRows bill={shownBill} bank={shop.bank} />}
      {customer && children}
    </ReceiptFrame>
  );
}

function BillRows({ bill, bank }: { bill: ServiceBillView; bank: string }) {
  const parts = bill.parts ?? [];
  return (
    <>
      <ReceiptDivider />
      <ReceiptRow label="Biaya Jasa" value={formatRupiah(bill.service_fee)} testId="receipt-fee" />
      {parts.length > 0 && (
        <>
          <div className="receipt__block">Sparepart:</div>
          {parts.map((part, i) => (
            <div key={i} className="receipt__item" data-testid="receipt-line">
              <div className="receipt__item-name">{part.product_name}</div>
              <ReceiptRow
                label={`${part.quantity.toLocaleString("id-ID")} x ${formatRupiah(part.sale_price)}`}
                value={formatRupiah(part.quantity * part.sale_price)}
              />
            </div>
          ))}
          <ReceiptRow
            label="Total Sparepart"
            value={formatRupiah(bill.total_parts_cost)}
            testId="receipt-parts"
          />
        </>
      )}
      <ReceiptDivider />
      <ReceiptRow
        label="Total"
        value={formatRupiah(bill.total_amount)}
        strong
        testId="receipt-total"
      />
      <ReceiptPayments
        payments={bill.payments}
        paid={bill.paid_amount}
        change={bill.change_amount}
        remaining={bill.remaining_amount}
        bank={bank}
      />
      {bill.kasir_name && (
        <ReceiptRow label="Kasir" value={bill.kasir_name} testId="receipt-kasir" />
      )}
    </>
  );
}
