import { Fragment } from "react";
import { formatRupiah } from "../../lib/format";
import {
  ReceiptDivider,
  ReceiptFrame,
  ReceiptPayments,
  ReceiptRow,
  VoidStamp,
  formatReceiptDate,
  formatReceiptDay,
  type ShopInfo,
} from "@konter/ui-kit";
import type { Sale } from "./types";

/** Purchased goods cannot be returned. */
export const NO_RETURNS_NOTE = "Barang yang sudah dibeli tidak dapat dikembalikan.";
export const THANKS_NOTE = "Terima kasih atas kunjungan Anda.";

/**
 * The sales receipt: shop header, TRX number, date on the
 * shop's clock (dd/MM/yy HH:mm), cashier, customer ("Umum" when none), lines
 * (quantity × price = line total), subtotal, discount, total, each payment by
 * its method, the change or what remains, the no-returns note and a Code 128
 * barcode of the number.
 * Every amount is the server's.
 */
export function SaleReceipt({ sale, shop }: { sale: Sale; shop: ShopInfo }) {
  return (
    <ReceiptFrame
      shop={shop}
      title="STRUK PENJUALAN"
      notes={[NO_RETURNS_NOTE, THANKS_NOTE]}
      barcode={sale.transaction_id_display}
    >
      <ReceiptDivider />
      <VoidStamp doc={sale} timeZone={shop.timeZone} />
      <ReceiptRow label="No." value={sale.transaction_id_display} testId="receipt-number" />
      <ReceiptRow
        label="Tanggal"
        value={formatReceiptDate(sale.created_at, shop.timeZone)}
        testId="receipt-date"
      />
      <ReceiptRow label="Kasir" value={sale.kasir_name || "-"} testId="receipt-kasir" />
      <ReceiptRow
        label="Pelanggan"
        value={sale.customer_name_cache || "Umum"}
        testId="receipt-customer"
      />
      {sale.customer_type === "reseller" && <ReceiptRow label="Harga" value="Reseller" />}
      <ReceiptDivider />
      {(sale.items ?? []).map((item, i) => (
        <Fragment key={`${String(item.product_id)}-${i}`}>
          <div className="receipt__item" data-testid="receipt-line">
            <div className="receipt__item-name">{item.product_name}</div>
            <ReceiptRow
              label={`${item.quantity.toLocaleString("id-ID")} x ${formatRupiah(item.sale_price_at_sale)}`}
              value={formatRupiah(item.quantity * item.sale_price_at_sale)}
            />
            {item.units?.map((u) => (
              <div key={u.id} className="receipt__text" data-testid="receipt-unit">
                {u.imei
                  ? `IMEI ${u.imei}${u.imei2 ? ` / ${u.imei2}` : ""}`
                  : `SN ${u.serial ?? ""}`}
              </div>
            ))}
            {item.warranty_name && (
              <div className="receipt__text" data-testid="receipt-warranty">
                {`${item.warranty_name} s.d. ${formatReceiptDay(item.warranty_until)}`}
              </div>
            )}
          </div>
        </Fragment>
      ))}
      <ReceiptDivider />
      <ReceiptRow label="Subtotal" value={formatRupiah(sale.subtotal)} testId="receipt-subtotal" />
      <ReceiptRow
        label="Diskon"
        value={sale.discount > 0 ? `-${formatRupiah(sale.discount)}` : formatRupiah(0)}
        testId="receipt-discount"
      />
      <ReceiptRow
        label="Total"
        value={formatRupiah(sale.total_amount)}
        strong
        testId="receipt-total"
      />
      <ReceiptPayments
        payments={sale.payments}
        paid={sale.paid_amount}
        change={sale.change_amount}
        remaining={sale.remaining_amount}
        bank={shop.bank}
      />
    </ReceiptFrame>
  );
}

/** "struk-TRX-20261122-000001" (the PNG's name). */
export function saleReceiptFileName(sale: Pick<Sale, "transaction_id_display" | "id">): string {
  return `struk-${sale.transaction_id_display || String(sale.id)}`;
}
