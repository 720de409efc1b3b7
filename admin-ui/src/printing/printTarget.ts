import type { ReceiptDoc } from "@konter/ui-kit";
import type { ThermalPrinter } from "@konter/ui-kit/receipt/escpos";
import { TRANSPORTS, WriteFailed, pairedName, sendToBrowserPrinter } from "./browserTransport";
import type { DevicePrinter, TransportKind } from "./devicePrinter";
import { lanTarget } from "./lanPrinter";
import { shopLogo } from "./shopLogo";

/** A thermal printer this device prints on, however it is reached. */
export interface PrintTarget {
  name: string;
  thermal: ThermalPrinter;
  /** How it is reached, for its test page (e.g. ["Alamat", "192.168.1.50:9100"]). */
  reach: [string, string];
  /** Sends ESC/POS bytes; throws the Indonesian reason when they did not go. */
  send: (bytes: Uint8Array) => Promise<unknown>;
}

// The encoder loads on the first print: a device that prints through the dialog never needs it.
const escpos = () => import("@konter/ui-kit/receipt/escpos");

/**
 * Prints a receipt in one job of `copies` copies: encoded for the printer's paper, the shop's
 * logo on top, with the drawer kick (once) when it has a drawer and the receipt was paid in cash.
 */
export async function printOn(target: PrintTarget, doc: ReceiptDoc, copies = 1): Promise<void> {
  const [{ encodeReceipt }, logo] = await Promise.all([
    escpos(),
    shopLogo(doc.shop.logoUrl, target.thermal.paper),
  ]);
  const thermal = { ...target.thermal, logo };
  const first = encodeReceipt(doc, thermal);
  const again = copies > 1 ? encodeReceipt({ ...doc, cash: false }, thermal) : first;
  const bytes = new Uint8Array(first.length + again.length * (copies - 1));
  bytes.set(first);
  for (let i = 1; i < copies; i++) bytes.set(again, first.length + again.length * (i - 1));
  await target.send(bytes);
}

/** Opens the cash drawer hanging off the printer (Buka Laci); throws when it has none. */
export async function kickDrawerOn(target: PrintTarget): Promise<void> {
  if (!target.thermal.drawer) throw new Error(`Printer ${target.name} tidak diatur punya laci.`);
  const { encodeDrawerKick } = await escpos();
  await target.send(encodeDrawerKick());
}

/** What the cashier reads when the bytes did not reach a printer on this device. */
export const msgNotWritten = (name: string) =>
  `Printer ${name} tidak menerima data: pastikan printer menyala, kertasnya terpasang, dan kabel USB atau Bluetooth-nya tersambung, lalu coba lagi.`;

/** The printer this device reaches from the browser over `kind`, with its paper and drawer. */
export function browserTarget(kind: TransportKind, device: DevicePrinter): PrintTarget {
  const name = pairedName(kind, device.paired[kind]);
  return {
    name,
    thermal: { paper: device.paper, drawer: device.drawer },
    reach: ["Sambungan", TRANSPORTS[kind].label],
    send: async (bytes) => {
      try {
        await sendToBrowserPrinter(kind, bytes);
      } catch (error) {
        if (!(error instanceof WriteFailed)) throw error;
        throw new Error(msgNotWritten(name), { cause: error.cause });
      }
    },
  };
}

/** The printer this device prints on, or null for the browser's print dialog. */
export async function deviceTarget(device: DevicePrinter): Promise<PrintTarget | null> {
  if (device.transport) return browserTarget(device.transport, device);
  return device.printerId === null ? null : lanTarget(device.printerId);
}
