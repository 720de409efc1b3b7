import type { ApiSchemas } from "@konter/ui-kit";
import type { QrModules } from "@konter/ui-kit/receipt/escpos";
import { apiFetch } from "../providers/http";
import type { PrintTarget } from "./printTarget";

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

/**
 * A LAN printer registered on the server, reached through it (POST /api/printers/{id}/jobs), QR
 * codes as an image where it has no QR command. Sending throws the server's Indonesian message
 * (e.g. "Printer tidak menjawab…") when the printer does not take the bytes.
 */
export async function lanTarget(printerId: number): Promise<PrintTarget> {
  const printer = await apiFetch<Printer>(printerPath(printerId));
  return {
    name: printer.name,
    thermal: {
      paper: printer.paper,
      drawer: printer.drawer,
      qrModules: printer.qr_image ? await qrModules() : undefined,
    },
    reach: ["Alamat", `${printer.host}:${printer.port}`],
    send: (bytes) =>
      apiFetch(`${printerPath(printerId)}/jobs`, { method: "POST", json: { data: base64(bytes) } }),
  };
}
