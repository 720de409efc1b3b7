import { formatRupiah } from "../../lib/format";
import {
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  formatReceiptDay,
  paidInCash,
  paymentBlocks,
  row,
  voidBlocks,
  type ReceiptBlock,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import type { Sale } from "./types";

/** Purchased goods cannot be returned. */
export const NO_RETURNS_NOTE = "Barang yang sudah dibeli tidak dapat dikembalikan.";
export const THANKS_NOTE = "Terima kasih atas kunjungan Anda.";

function itemBlock(item: NonNullable<Sale["items"]>[number]): ReceiptBlock {
  const blocks: ReceiptBlock[] = [
    row(
      `${item.quantity.toLocaleString("id-ID")} x ${formatRupiah(item.sale_price_at_sale)}`,
      formatRupiah(item.quantity * item.sale_price_at_sale),
    ),
  ];
  for (const u of item.units ?? [])
    blocks.push({
      kind: "text",
      text: u.imei ? `IMEI ${u.imei}${u.imei2 ? ` / ${u.imei2}` : ""}` : `SN ${u.serial ?? ""}`,
      testId: "receipt-unit",
    });
  if (item.warranty_name)
    blocks.push({
      kind: "text",
      text: `${item.warranty_name} s.d. ${formatReceiptDay(item.warranty_until)}`,
      testId: "receipt-warranty",
    });
  return { kind: "item", name: item.product_name, blocks, testId: "receipt-line" };
}

/**
 * The sales receipt, for the screen and the thermal printer alike: shop header, TRX number, date
 * on the shop's clock (dd/MM/yy HH:mm), cashier, customer ("Umum" when none), lines (quantity ×
 * price = line total), subtotal, discount, total, each payment by its method, the change or what
 * remains, the no-returns note and a Code 128 barcode of the number. Every amount is the server's.
 */
export function saleReceiptDoc(sale: Sale, shop: ShopInfo): ReceiptDoc {
  return {
    shop,
    title: "STRUK PENJUALAN",
    notes: [NO_RETURNS_NOTE, THANKS_NOTE],
    barcode: sale.transaction_id_display,
    cash: paidInCash(sale.payments),
    blocks: [
      DIVIDER,
      ...voidBlocks(sale, shop.timeZone),
      row("No.", sale.transaction_id_display, { testId: "receipt-number" }),
      row("Tanggal", formatReceiptDate(sale.created_at, shop.timeZone), { testId: "receipt-date" }),
      row("Kasir", sale.kasir_name || "-", { testId: "receipt-kasir" }),
      row("Pelanggan", sale.customer_name_cache || "Umum", { testId: "receipt-customer" }),
      ...(sale.customer_type === "reseller" ? [row("Harga", "Reseller")] : []),
      DIVIDER,
      ...(sale.items ?? []).map(itemBlock),
      DIVIDER,
      row("Subtotal", formatRupiah(sale.subtotal), { testId: "receipt-subtotal" }),
      row("Diskon", sale.discount > 0 ? `-${formatRupiah(sale.discount)}` : formatRupiah(0), {
        testId: "receipt-discount",
      }),
      row("Total", formatRupiah(sale.total_amount), { strong: true, testId: "receipt-total" }),
      paymentBlocks({
        payments: sale.payments,
        paid: sale.paid_amount,
        change: sale.change_amount,
        remaining: sale.remaining_amount,
        bank: shop.bank,
      }),
    ],
  };
}

/** The sales receipt on screen (saleReceiptDoc). */
export function SaleReceipt({ sale, shop }: { sale: Sale; shop: ShopInfo }) {
  return <ReceiptDocument doc={saleReceiptDoc(sale, shop)} />;
}

/** "struk-TRX-20261122-000001" (the PNG's name). */
export function saleReceiptFileName(sale: Pick<Sale, "transaction_id_display" | "id">): string {
  return `struk-${sale.transaction_id_display || String(sale.id)}`;
}
