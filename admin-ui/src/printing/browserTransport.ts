import {
  loadDevicePrinter,
  saveDevicePrinter,
  type PairedDevice,
  type TransportKind,
} from "./devicePrinter";
import { watchWrites } from "./writeWatch";

/** Each browser transport: its name in Pengaturan → Printer, the browser API it needs, its library. */
export const TRANSPORTS: Record<
  TransportKind,
  { label: string; api: string; load: () => Promise<new () => BrowserReceiptPrinter> }
> = {
  usb: {
    label: "USB (WebUSB)",
    api: "usb",
    load: () => import("@point-of-sale/webusb-receipt-printer").then((m) => m.default),
  },
  serial: {
    label: "Serial / Bluetooth SPP (Web Serial)",
    api: "serial",
    load: () => import("@point-of-sale/webserial-receipt-printer").then((m) => m.default),
  },
  bluetooth: {
    label: "Bluetooth LE (Web Bluetooth)",
    api: "bluetooth",
    load: () => import("@point-of-sale/webbluetooth-receipt-printer").then((m) => m.default),
  },
};

/** Why a transport cannot be chosen in this browser, or undefined when it can. */
export function unsupportedReason(kind: TransportKind): string | undefined {
  if (TRANSPORTS[kind].api in navigator) return undefined;
  return `Browser ini tidak mendukung ${TRANSPORTS[kind].label}. Pakai Chrome atau Edge di Windows atau Android (lewat HTTPS); di sini struk tetap dicetak lewat dialog cetak.`;
}

/** The printer's name as the transport reported it on pairing. */
export function pairedName(kind: TransportKind, device: PairedDevice | undefined): string {
  const name = [device?.manufacturerName, device?.productName ?? device?.name]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" ");
  return name || `Printer ${TRANSPORTS[kind].label}`;
}

interface Link {
  printer: BrowserReceiptPrinter;
  /** The connected printer, or null while none is. */
  device: PairedDevice | null;
}

/** One printer object per library for the page's life: it keeps its connection between prints. */
const links = new WeakMap<new () => BrowserReceiptPrinter, Link>();

async function link(kind: TransportKind): Promise<Link> {
  const unsupported = unsupportedReason(kind);
  if (unsupported) throw new Error(unsupported);
  const Printer = await TRANSPORTS[kind].load();
  const found = links.get(Printer);
  if (found) return found;
  const made: Link = { printer: new Printer(), device: null };
  made.printer.addEventListener("connected", (device) => {
    made.device = device;
    const setup = loadDevicePrinter();
    saveDevicePrinter({ ...setup, paired: { ...setup.paired, [kind]: device } });
  });
  made.printer.addEventListener("disconnected", () => {
    made.device = null;
  });
  links.set(Printer, made);
  return made;
}

/**
 * The libraries emit "connected" from a 0 ms timer queued before connect() or reconnect()
 * resolves: a timer queued after it runs once the event has been handled.
 */
const eventsHandled = () => new Promise((handled) => setTimeout(handled, 0));

/**
 * Hubungkan printer: the browser's chooser (it needs the user's click), then the chosen printer
 * is kept for this device. Throws in Indonesian when none was chosen or it did not connect.
 */
export async function pairPrinter(kind: TransportKind): Promise<PairedDevice> {
  const { printer } = await link(kind);
  await printer.connect();
  await eventsHandled();
  const { device } = await link(kind);
  if (!device)
    throw new Error(
      `Gagal menghubungkan: tidak ada printer ${TRANSPORTS[kind].label} yang tersambung.`,
    );
  return device;
}

/**
 * The transport's printer connected: as it is, or reconnected to the printer paired on an earlier
 * visit where the browser allows it without a click. Null when neither.
 */
export async function reconnectPrinter(kind: TransportKind): Promise<PairedDevice | null> {
  const found = await link(kind);
  const paired = loadDevicePrinter().paired[kind];
  if (!found.device && paired) {
    await found.printer.reconnect(paired);
    await eventsHandled();
  }
  return found.device;
}

/** A write to the printer failed; `cause` is the browser's error. */
export class WriteFailed extends Error {}

/**
 * Sends bytes to the transport's printer; throws when no printer is connected (in Indonesian) or
 * WriteFailed when a write to it failed. After a failed write the library's printer object is
 * let go: Web Serial's would keep its job queue locked and print nothing again.
 */
export async function sendToBrowserPrinter(kind: TransportKind, bytes: Uint8Array): Promise<void> {
  if (!(await reconnectPrinter(kind)))
    throw new Error(
      `Printer ${TRANSPORTS[kind].label} belum terhubung: buka Pengaturan → Printer lalu Hubungkan printer.`,
    );
  const { printer } = await link(kind);
  try {
    await watchWrites(kind, () => printer.print(bytes));
  } catch (error) {
    links.delete(await TRANSPORTS[kind].load());
    throw new WriteFailed(String(error), { cause: error });
  }
}
