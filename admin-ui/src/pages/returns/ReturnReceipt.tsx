import { Fragment } from "react";
import { formatRupiah } from "../../lib/format";
import {
  ReceiptDivider,
  ReceiptFrame,
  ReceiptRow,
  formatReceiptDate,
  paymentMethodLabel,
  CREDIT_METHOD,
  type ShopInfo,
} from "@konter/ui-kit";
import type { SaleReturn } from "./types";

/**
 * The return receipt (STRUK RETUR): its RTR number, the sale it takes goods
 * back from, the goods at the price they were sold, their value (their share
 * of the discount off), what came off the instalment and what was paid back,
 * and the reason. Every amount is the server's.
 */
export function ReturnReceipt({ ret, shop }: { ret: SaleReturn; shop: ShopInfo }) {
  return (
    <ReceiptFrame shop={shop} title="STRUK RETUR" barcode={ret.return_id_display}>
      <ReceiptDivider />
      <ReceiptRow label="No." value={ret.return_id_display} testId="return-number" />
      <ReceiptRow label="Tanggal" value={formatReceiptDate(ret.created_at, shop.timeZone)} />
      <ReceiptRow label="Transaksi" value={ret.transaction_id_display} />
      <ReceiptRow label="Pelanggan" value={ret.customer_name || "Umum"} />
      <ReceiptRow label="Admin" value={ret.admin_name || "-"} />
      <ReceiptDivider />
      {(ret.items ?? []).map((item) => (
        <Fragment key={String(item.sale_item_id)}>
          <div className="receipt__item" data-testid="return-line">
            <div className="receipt__item-name">{item.product_name}</div>
            <ReceiptRow
              label={`${item.quantity.toLocaleString("id-ID")} x ${formatRupiah(item.sale_price_at_sale)}`}
              value={formatRupiah(item.quantity * item.sale_price_at_sale)}
            />
          </div>
        </Fragment>
      ))}
      <ReceiptDivider />
      <ReceiptRow label="Nilai Retur" value={formatRupiah(ret.value_amount)} strong />
      {ret.debt_reduced > 0 && (
        <ReceiptRow label="Mengurangi Cicilan" value={formatRupiah(ret.debt_reduced)} />
      )}
      <ReceiptRow
        label={`Dikembalikan (${paymentMethodLabel(ret.refund_method)})`}
        value={formatRupiah(ret.refund_amount)}
        strong
        testId="return-refund"
      />
      {ret.refund_method === CREDIT_METHOD && (
        <div className="receipt__block" data-testid="return-credit">
          <div>Kredit tukar barang: {formatRupiah(ret.credit_left)}</div>
          <div className="receipt__text">
            Pakai di kasir dengan metode Tukar Barang dan nomor {ret.return_id_display}.
          </div>
        </div>
      )}
      <div className="receipt__block">
        <div>Alasan:</div>
        <div className="receipt__text">{ret.reason}</div>
      </div>
    </ReceiptFrame>
  );
}
