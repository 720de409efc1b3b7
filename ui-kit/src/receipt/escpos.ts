import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import type { ReceiptBlock, ReceiptDoc } from "./model";

/** Thermal paper widths and the characters a line holds on each (Font A). */
export const THERMAL_COLUMNS = { "58mm": 32, "80mm": 48 } as const;

export type ThermalPaper = keyof typeof THERMAL_COLUMNS;

export interface ThermalPrinter {
  paper: ThermalPaper;
  /** A cash drawer hangs off the printer's drawer port: a cash receipt kicks it open. */
  drawer: boolean;
}

/**
 * A receipt as ESC/POS bytes for a thermal printer, from the same model the screen draws: the
 * header centred, rows as two columns (value on the right), long text wrapped on words, a link
 * as the printer's own QR code (the repair's tracking), the document number as the printer's own Code 128 barcode, then the drawer kick (a cash receipt on
 * a printer with a drawer) and the cut.
 */
export function encodeReceipt(doc: ReceiptDoc, printer: ThermalPrinter): Uint8Array {
  const columns = THERMAL_COLUMNS[printer.paper];
  const e = new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns,
    newline: "\n",
    feedBeforeCut: 4,
  }).initialize();
  e.align("center").bold(true).line(doc.shop.name).bold(false);
  if (doc.shop.address) e.line(doc.shop.address);
  if (doc.shop.phone) e.line(`Telp. ${doc.shop.phone}`);
  if (doc.title) e.newline().bold(true).line(doc.title).bold(false);
  e.align("left");
  blocks(e, doc.blocks, columns);
  if (doc.notes.length > 0) {
    e.newline().align("center");
    for (const note of doc.notes) e.line(note);
  }
  if (doc.barcode) e.align("center").newline().barcode(doc.barcode, "code128", { height: 60 });
  e.align("left");
  if (doc.cash && printer.drawer) e.pulse();
  return e.cut().encode();
}

/** Only the pulse on the printer's drawer port (Buka Laci): nothing printed, no cut. */
export function encodeDrawerKick(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: "esc-pos" }).initialize().pulse().encode();
}

function blocks(e: ReceiptPrinterEncoder, list: readonly ReceiptBlock[], columns: number): void {
  for (const block of list) {
    switch (block.kind) {
      case "divider":
        e.rule();
        break;
      case "row":
        e.bold(!!block.strong);
        if (block.label.length + 1 + block.value.length <= columns)
          e.table(
            [
              { width: columns - block.value.length - 1, align: "left" },
              { width: block.value.length, align: "right", marginLeft: 1 },
            ],
            [[block.label, block.value]],
          );
        else e.line(block.label).align("right").line(block.value).align("left");
        e.bold(false);
        break;
      case "text":
        e.line(block.text);
        break;
      case "stamp":
        e.align("center").bold(true).line(block.text).bold(false).align("left");
        break;
      case "item":
        e.line(block.name);
        blocks(e, block.blocks, columns);
        break;
      case "qr":
        e.align("center").newline().qrcode(block.data, { model: 2, size: 6, errorlevel: "m" });
        e.line(block.caption).align("left");
        break;
      case "space":
        for (let i = 0; i < block.lines; i++) e.newline();
        break;
      case "section":
        blocks(e, block.blocks, columns);
        break;
    }
  }
}
