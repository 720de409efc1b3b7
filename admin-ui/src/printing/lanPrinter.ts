import type { ApiSchemas, ReceiptDoc } from "@konter/ui-kit";
import { apiFetch } from "../providers/http";

export type Printer = ApiSchemas["Printer"];

const printerPath = (id: number) => `/api/printers/${id}`;

/** Bytes as base64, the job endpoint's body. */
function base64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * Prints a receipt on a LAN printer through the server: encoded for the printer's paper, with the
 * drawer kick when it has a drawer and the receipt was paid in cash. Throws the server's
 * Indonesian message (e.g. "Printer tidak menjawab…") when the printer does not take it.
 */
export async function printOnLan(printerId: number, doc: ReceiptDoc): Promise<Printer> {
  // The encoder loads on the first print: a device that prints through the dialog never needs it.
  const [printer, { encodeReceipt }] = await Promise.all([
    apiFetch<Printer>(printerPath(printerId)),
    import("@konter/ui-kit/receipt/escpos"),
  ]);
  const bytes = encodeReceipt(doc, { paper: printer.paper, drawer: printer.drawer });
  await apiFetch(`${printerPath(printerId)}/jobs`, {
    method: "POST",
    json: { data: base64(bytes) },
  });
  return printer;
}
