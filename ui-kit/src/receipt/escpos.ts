import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import type { ReceiptBlock, ReceiptDoc } from "./model";
import type { RasterPicture } from "./raster";

/** Thermal paper widths and the characters a line holds on each (Font A). */
export const THERMAL_COLUMNS = { "58mm": 32, "80mm": 48 } as const;

export type ThermalPaper = keyof typeof THERMAL_COLUMNS;

/** A QR code's modules: `size` × `size`, `data[y * size + x]` truthy where a module is dark. */
export interface QrModules {
  size: number;
  data: ArrayLike<number | boolean>;
}

export interface ThermalPrinter {
  paper: ThermalPaper;
  /** A cash drawer hangs off the printer's drawer port: a cash receipt kicks it open. */
  drawer: boolean;
  /**
   * For a printer without the QR command: the QR code's modules, printed as a raster image.
   * Without it, QR codes use the printer's own QR command.
   */
  qrModules?: (data: string) => QrModules;
  /** The shop's logo, already sized by logoSize, printed dithered above the header. */
  logo?: RasterPicture;
}

/** Printer dots per QR module, and the white modules around the code, when printed as an image. */
const QR_DOTS = 6;
const QR_QUIET = 2;

/** A QR code as a black-on-white picture the encoder rasterises (RGBA, width a multiple of 8). */
function qrPicture({ size, data }: QrModules): RasterPicture {
  const side = (size + 2 * QR_QUIET) * QR_DOTS;
  const width = Math.ceil(side / 8) * 8;
  const pixels = new Uint8ClampedArray(width * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / QR_DOTS) - QR_QUIET;
      const my = Math.floor(y / QR_DOTS) - QR_QUIET;
      if (mx < 0 || my < 0 || mx >= size || my >= size || !data[my * size + mx]) continue;
      const at = (y * width + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  return { data: pixels, width, height: side };
}

/**
 * A receipt as ESC/POS bytes for a thermal printer, from the same model the screen draws: the
 * shop's logo as a dithered raster image (when the printer is given one), the header centred, rows as two columns (value on the right), long text wrapped on words, a link
 * as the printer's own QR code (the repair's tracking; a raster image for a printer without it), the document number as the printer's own Code 128 barcode, then the drawer kick (a cash receipt on
 * a printer with a drawer) and the cut; then the paper that follows it (`next`, e.g. the intake's
 * bench copy), cut on its own.
 */
export function encodeReceipt(doc: ReceiptDoc, printer: ThermalPrinter): Uint8Array {
  const first = encodeOne(doc, printer);
  if (!doc.next) return first;
  const rest = encodeReceipt(doc.next, printer);
  const bytes = new Uint8Array(first.length + rest.length);
  bytes.set(first);
  bytes.set(rest, first.length);
  return bytes;
}

/** One paper of a receipt, up to its cut. */
function encodeOne(doc: ReceiptDoc, printer: ThermalPrinter): Uint8Array {
  const columns = THERMAL_COLUMNS[printer.paper];
  const e = new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns,
    newline: "\n",
    feedBeforeCut: 4,
    imageMode: "raster",
  }).initialize();
  e.align("center");
  if (printer.logo) e.image(printer.logo, printer.logo.width, printer.logo.height, "atkinson");
  e.bold(true).line(doc.shop.name).bold(false);
  if (doc.shop.address) e.line(doc.shop.address);
  if (doc.shop.phone) e.line(`Telp. ${doc.shop.phone}`);
  if (doc.title) e.newline().bold(true).line(doc.title).bold(false);
  e.align("left");
  blocks(e, doc.blocks, printer);
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

function blocks(e: ReceiptPrinterEncoder, list: readonly ReceiptBlock[], printer: ThermalPrinter) {
  const columns = THERMAL_COLUMNS[printer.paper];
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
        blocks(e, block.blocks, printer);
        break;
      case "qr":
        e.align("center").newline();
        if (printer.qrModules) {
          const picture = qrPicture(printer.qrModules(block.data));
          e.image(picture, picture.width, picture.height, "threshold");
        } else e.qrcode(block.data, { model: 2, size: 6, errorlevel: "m" });
        e.line(block.caption).align("left");
        break;
      case "space":
        for (let i = 0; i < block.lines; i++) e.newline();
        break;
      case "section":
        blocks(e, block.blocks, printer);
        break;
    }
  }
}
