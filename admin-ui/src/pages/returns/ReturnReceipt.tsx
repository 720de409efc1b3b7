import { formatRupiah } from "../../lib/format";
import {
  CASH_METHOD,
  CREDIT_METHOD,
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  paymentMethodLabel,
  row,
  type ReceiptBlock,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import type { SaleReturn } from "./types";

function creditBlock(ret: SaleReturn): ReceiptBlock {
  return {
    kind: "section",
    testId: "return-credit",
    blocks: [
      { kind: "text", text: `Kredit tukar barang: ${formatRupiah(ret.credit_left)}` },
      {
        kind: "text",
        text: `Pakai di kasir dengan metode Tukar Barang dan nomor ${ret.return_id_display}.`,
      },
    ],
  };
}

/**
 * The return receipt (STRUK RETUR), for the screen and the thermal printer alike: its RTR
 * number, the sale it takes goods back from, the goods at the price they were sold, their value
 * (their share of the discount off), what came off the instalment and what was paid back (a cash
 * refund opens the drawer), and the reason. Every amount is the server's.
 */
export function returnReceiptDoc(ret: SaleReturn, shop: ShopInfo): ReceiptDoc {
  return {
    shop,
    title: "STRUK RETUR",
    barcode: ret.return_id_display,
    notes: [],
    cash: ret.refund_method === CASH_METHOD && ret.refund_amount > 0,
    blocks: [
      DIVIDER,
      row("No.", ret.return_id_display, { testId: "return-number" }),
      row("Tanggal", formatReceiptDate(ret.created_at, shop.timeZone)),
      row("Transaksi", ret.transaction_id_display),
      row("Pelanggan", ret.customer_name || "Umum"),
      row("Admin", ret.admin_name || "-"),
      DIVIDER,
      ...(ret.items ?? []).map((item): ReceiptBlock => ({
        kind: "item",
        name: item.product_name,
        testId: "return-line",
        blocks: [
          row(
            `${item.quantity.toLocaleString("id-ID")} x ${formatRupiah(item.sale_price_at_sale)}`,
            formatRupiah(item.quantity * item.sale_price_at_sale),
          ),
        ],
      })),
      DIVIDER,
      row("Nilai Retur", formatRupiah(ret.value_amount), { strong: true }),
      ...(ret.debt_reduced > 0 ? [row("Mengurangi Cicilan", formatRupiah(ret.debt_reduced))] : []),
      row(
        `Dikembalikan (${paymentMethodLabel(ret.refund_method)})`,
        formatRupiah(ret.refund_amount),
        { strong: true, testId: "return-refund" },
      ),
      ...(ret.refund_method === CREDIT_METHOD ? [creditBlock(ret)] : []),
      { kind: "text", text: "Alasan:" },
      { kind: "text", text: ret.reason },
    ],
  };
}

/** The return receipt on screen (returnReceiptDoc). */
export function ReturnReceipt({ ret, shop }: { ret: SaleReturn; shop: ShopInfo }) {
  return <ReceiptDocument doc={returnReceiptDoc(ret, shop)} />;
}
