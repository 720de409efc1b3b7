import type { ApiSchemas } from "../api";
import { formatRupiah } from "../money";
import { formatReceiptDate, formatReceiptDay } from "./date";
import { DIVIDER, row, type ReceiptBlock, type ReceiptDoc } from "./model";
import { ReceiptDocument } from "./ReceiptBlocks";
import { paidInCash, paymentBlocks, qrisBlocks } from "./ReceiptPayments";
import type { ShopInfo } from "./shop";
import { voidBlocks } from "./VoidStamp";

/**
 * A sale as its receipt prints it: the back office's (GET /api/sales/{id}, with the cashier and
 * who voided it) or the customer's public page's (GET /api/receipts/{token}, without staff).
 */
export type ReceiptSale = Omit<ApiSchemas["SharedSale"], "payments"> &
  Partial<Pick<ApiSchemas["Sale"], "kasir_name" | "voided_by" | "payments">>;
type ReceiptSaleItem = NonNullable<ReceiptSale["items"]>[number];

/** Purchased goods cannot be returned. */
export const NO_RETURNS_NOTE = "Barang yang sudah dibeli tidak dapat dikembalikan.";
export const THANKS_NOTE = "Terima kasih atas kunjungan Anda.";
export const SALE_RECEIPT_TITLE = "STRUK PENJUALAN";

function itemBlock(item: ReceiptSaleItem): ReceiptBlock {
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
 * The sales receipt, for the screen, the thermal printer and the customer's link alike: shop
 * header, TRX number, date on the shop's clock (dd/MM/yy HH:mm), cashier (not on the customer's
 * link, which carries no staff), customer ("Umum" when none), lines (quantity × price = line
 * total), subtotal, discount, total, each payment by its method, the change or what remains, the
 * shop's QRIS for what remains (`qris`, the back office's; not on a voided sale), the no-returns
 * note and a Code 128 barcode of the number. Every amount is the server's.
 */
export function saleReceiptDoc(sale: ReceiptSale, shop: ShopInfo, qris = ""): ReceiptDoc {
  return {
    shop,
    title: SALE_RECEIPT_TITLE,
    notes: [NO_RETURNS_NOTE, THANKS_NOTE],
    barcode: sale.transaction_id_display,
    cash: paidInCash(sale.payments),
    blocks: [
      DIVIDER,
      ...voidBlocks(sale, shop.timeZone),
      row("No.", sale.transaction_id_display, { testId: "receipt-number" }),
      row("Tanggal", formatReceiptDate(sale.created_at, shop.timeZone), { testId: "receipt-date" }),
      ...(sale.kasir_name === undefined
        ? []
        : [row("Kasir", sale.kasir_name || "-", { testId: "receipt-kasir" })]),
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
      ...(sale.voided_at ? [] : qrisBlocks(qris, sale.remaining_amount)),
    ],
  };
}

/** The sales receipt on screen (saleReceiptDoc). */
export function SaleReceipt({
  sale,
  shop,
  qris,
}: {
  sale: ReceiptSale;
  shop: ShopInfo;
  qris?: string;
}) {
  return <ReceiptDocument doc={saleReceiptDoc(sale, shop, qris)} />;
}

/** "struk-TRX-20261122-000001" (the PNG's name). */
export function saleReceiptFileName(sale: { transaction_id_display: string; id?: number }): string {
  return `struk-${sale.transaction_id_display || String(sale.id ?? "")}`;
}
