import type { ReactNode } from "react";
import { formatReceiptDate, formatRupiah, SHOP_TIME_ZONE } from "../../lib/format";
import {
  RECEIPT_TITLES,
  UNCOLLECTED_NOTE,
  WARRANTY_NOTE,
  type ReceiptMode,
} from "../../lib/receipt";
import type { ShopSettings } from "../../lib/settings";
import { serviceNumber, type ServiceView } from "../../lib/tracking";
import { Barcode } from "./Barcode";

/**
 * The service receipt as paper: the customer's copy ('TANDA TERIMA SERVICE') or the
 * technician's work sheet ('LEMBAR KERJA TEKNISI'). Always black on white, whatever the theme.
 * Looked up by number it carries the masked name and phone; opened from the QR code, the full
 * details and, on the customer's copy, the bill.
 */
export function ServiceReceipt({
  service,
  mode,
  shop,
}: {
  service: ServiceView;
  mode: ReceiptMode;
  shop: Pick<ShopSettings, "appName" | "contactAddress" | "contactPhone" | "logoUrl" | "timezone">;
}) {
  const number = serviceNumber(service.id);
  const bill = mode === "customer" ? service.bill : null;
  const parts = bill?.parts ?? [];
  return (
    <div className="svc-receipt" data-mode={mode} data-testid={`receipt-${mode}`}>
      <header className="svc-receipt__header">
        {shop.logoUrl && <img className="svc-receipt__logo" src={shop.logoUrl} alt="" />}
        <div className="svc-receipt__shop">{shop.appName}</div>
        {shop.contactAddress && <div className="svc-receipt__contact">{shop.contactAddress}</div>}
        {shop.contactPhone && <div className="svc-receipt__contact">Telp. {shop.contactPhone}</div>}
      </header>
      <div className="svc-receipt__title">{RECEIPT_TITLES[mode]}</div>
      <Divider />
      <Row label="No. Servis" value={number} strong />
      <Row
        label="Tanggal"
        value={formatReceiptDate(service.date, shop.timezone || SHOP_TIME_ZONE)}
      />
      <Row label="Pelanggan" value={service.customerName || "-"} />
      <Row label="No. HP" value={service.customerPhone || "-"} />
      <Divider />
      <Row label="Kategori" value={service.category || "-"} />
      <Row label="Tipe Perangkat" value={service.deviceType || "-"} />
      <Row label="Jenis Kerusakan" value={service.damageType || "-"} />
      {service.imei && <Row label="IMEI/SN" value={service.imei} />}
      {service.accessories && <Row label="Kelengkapan" value={service.accessories} />}
      {service.condition && <Row label="Kondisi" value={service.condition} />}
      <div className="svc-receipt__block">
        <div className="svc-receipt__label">Deskripsi:</div>
        <div className="svc-receipt__text">{service.description || "-"}</div>
      </div>
      <Row label="Status" value={service.status} />
      {mode === "technician" && (
        <>
          <Row label="Info Status" value={service.serviceInfo || "-"} />
          <div className="svc-receipt__block">
            <div className="svc-receipt__label">Catatan Teknisi:</div>
            <div className="svc-receipt__lines" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          </div>
        </>
      )}
      {bill && (
        <>
          <Divider />
          <Row label="Biaya Jasa" value={formatRupiah(bill.service_fee)} />
          {parts.length > 0 && (
            <div className="svc-receipt__parts">
              <div className="svc-receipt__label">Sparepart:</div>
              {parts.map((part, i) => (
                <div key={i} className="svc-receipt__part">
                  <div className="svc-receipt__text">{part.product_name}</div>
                  <Row
                    label={`${part.quantity} x ${formatRupiah(part.sale_price)}`}
                    value={formatRupiah(part.quantity * part.sale_price)}
                  />
                </div>
              ))}
              <Row label="Total Sparepart" value={formatRupiah(bill.total_parts_cost)} />
            </div>
          )}
          <Divider />
          <Row label="TOTAL" value={formatRupiah(bill.total_amount)} strong />
          <Row label="Dibayar" value={formatRupiah(bill.paid_amount)} />
          {bill.change_amount > 0 && (
            <Row label="Kembali" value={formatRupiah(bill.change_amount)} />
          )}
          {bill.remaining_amount > 0 && (
            <Row label="Sisa" value={formatRupiah(bill.remaining_amount)} strong />
          )}
          {bill.kasir_name && <Row label="Kasir" value={bill.kasir_name} />}
        </>
      )}
      <Divider />
      <footer className="svc-receipt__notes">
        <p>{WARRANTY_NOTE}</p>
        <p>{UNCOLLECTED_NOTE}</p>
      </footer>
      <div className="svc-receipt__barcode-box">
        <Barcode value={number} />
      </div>
    </div>
  );
}

function Divider() {
  return <hr className="svc-receipt__divider" />;
}

function Row({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={strong ? "svc-receipt__row svc-receipt__row--strong" : "svc-receipt__row"}>
      <span className="svc-receipt__label">{label}</span>
      <span className="svc-receipt__value">{value}</span>
    </div>
  );
}
