import {
  DIVIDER,
  ReceiptDocument,
  formatReceiptDate,
  row,
  type ReceiptBlock,
  type ReceiptDoc,
  type ShopInfo,
} from "@konter/ui-kit";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { formatRupiah } from "../../lib/format";
import {
  STATUS_LABEL,
  categoriesLabel,
  changedLines,
  difference,
  unitFindings,
  unitNumber,
  type StockCount,
  type StockCountLine,
  type StockCountUnit,
} from "./types";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A line with a difference: stock and counted, the difference, and a tracked product's units. */
function lineBlock(line: StockCountLine, units: readonly StockCountUnit[], posted: boolean) {
  const blocks: ReceiptBlock[] = [
    row("Stok / dihitung", `${line.stock} / ${line.counted ?? "-"}`),
    row("Selisih", signed(difference(line, posted) ?? 0), { strong: true }),
  ];
  if (line.tracked) {
    const { missing, recovered } = unitFindings(units, line.product_id, posted);
    for (const u of missing)
      blocks.push({ kind: "text", text: `Tidak ditemukan ${unitNumber(u)}` });
    for (const u of recovered)
      blocks.push({ kind: "text", text: `Ditemukan lagi ${unitNumber(u)}` });
  }
  return { kind: "item" as const, name: line.product_name, blocks, testId: "count-result-line" };
}

/**
 * A stock count's result (HASIL STOCK OPNAME), for the screen and the thermal printer alike:
 * which count, its status and categories, how many products were counted, each product that
 * differs (by its number, or a tracked product by its units), and once posted the value at cost.
 */
export function countResultDoc(count: StockCount, shop: ShopInfo): ReceiptDoc {
  const posted = count.status === "posted";
  const lines = count.lines ?? [];
  const units = count.units ?? [];
  const changed = changedLines(lines, units, posted);
  const counted = lines.filter((l) => l.counted !== null).length;
  return {
    shop,
    title: "HASIL STOCK OPNAME",
    barcode: count.number,
    notes: [],
    cash: false,
    blocks: [
      DIVIDER,
      row("No.", count.number),
      row("Status", STATUS_LABEL[count.status].text),
      row("Kategori", categoriesLabel(count.categories)),
      row("Mulai", formatReceiptDate(count.started_at, shop.timeZone)),
      ...(count.closed_at
        ? [row("Selesai", formatReceiptDate(count.closed_at, shop.timeZone))]
        : []),
      ...(count.note ? [row("Catatan", count.note)] : []),
      DIVIDER,
      row("Dihitung", `${counted} dari ${lines.length} barang`, { testId: "count-result-counted" }),
      row("Berselisih", `${changed.length} barang`, {
        strong: true,
        testId: "count-result-changed",
      }),
      ...(changed.length > 0 ? [DIVIDER, ...changed.map((l) => lineBlock(l, units, posted))] : []),
      ...(count.value
        ? [
            DIVIDER,
            row("Nilai barang kurang", formatRupiah(count.value.shortfall)),
            row("Nilai barang lebih", formatRupiah(count.value.surplus)),
            row("Total selisih", formatRupiah(count.value.net), {
              strong: true,
              testId: "count-result-net",
            }),
          ]
        : []),
    ],
  };
}

/** The result in the receipt dialog: Cetak straight to the device's printer, else 58/80 mm, A4, PNG. */
export function CountResultDialog({ count, onClose }: { count: StockCount; onClose: () => void }) {
  const { shop } = useShopInfo();
  const doc = countResultDoc(count, shop);
  return (
    <ReceiptDialog
      open
      title={`Hasil ${count.number}`}
      fileName={`hasil-${count.number}`}
      onClose={onClose}
      doc={doc}
    >
      <ReceiptDocument doc={doc} />
    </ReceiptDialog>
  );
}
