import type { ApiSchemas, ReceiptDoc } from "@konter/ui-kit";
import type { QrModules } from "@konter/ui-kit/receipt/escpos";
import { apiFetch } from "../providers/http";
import { shopLogo } from "./shopLogo";

export type Printer = ApiSchemas["Printer"];

const printerPath = (id: number) => `/api/printers/${id}`;

/** Bytes as base64, the job endpoint's body. */
function base64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** QR codes drawn by the QR library, for a printer that prints them as an image. */
async function qrModules(): Promise<(data: string) => QrModules> {
  const { create } = await import("qrcode");
  return (data) => create(data, { errorCorrectionLevel: "M" }).modules;
}

const sendJob = (printerId: number, bytes: Uint8Array) =>
  apiFetch(`${printerPath(printerId)}/jobs`, { method: "POST", json: { data: base64(bytes) } });

/**
 * Prints a receipt on a LAN printer through the server, in one job of `copies` copies: encoded
 * for the printer's paper, the shop's logo on top, QR codes as an image where it has no QR command, with the drawer kick (once) when it has a drawer and the receipt was
 * paid in cash. Throws the server's Indonesian message (e.g. "Printer tidak menjawab…") when the
 * printer does not take it.
 */
export async function printOnLan(printerId: number, doc: ReceiptDoc, copies = 1): Promise<Printer> {
  // The encoder loads on the first print: a device that prints through the dialog never needs it.
  const [printer, { encodeReceipt }] = await Promise.all([
    apiFetch<Printer>(printerPath(printerId)),
    import("@konter/ui-kit/receipt/escpos"),
  ]);
  const thermal = {
    paper: printer.paper,
    drawer: printer.drawer,
    qrModules: printer.qr_image ? await qrModules() : undefined,
    logo: await shopLogo(doc.shop.logoUrl, printer.paper),
  };
  const first = encodeReceipt(doc, thermal);
  const again = copies > 1 ? encodeReceipt({ ...doc, cash: false }, thermal) : first;
  const bytes = new Uint8Array(first.length + again.length * (copies - 1));
  bytes.set(first);
  for (let i = 1; i < copies; i++) bytes.set(again, first.length + again.length * (i - 1));
  await sendJob(printerId, bytes);
  return printer;
}

/** Opens the cash drawer hanging off a LAN printer (Buka Laci); throws when it has none. */
export async function kickDrawerOnLan(printerId: number): Promise<Printer> {
  const [printer, { encodeDrawerKick }] = await Promise.all([
    apiFetch<Printer>(printerPath(printerId)),
    import("@konter/ui-kit/receipt/escpos"),
  ]);
  if (!printer.drawer) throw new Error(`Printer ${printer.name} tidak diatur punya laci.`);
  await sendJob(printerId, encodeDrawerKick());
  return printer;
}
