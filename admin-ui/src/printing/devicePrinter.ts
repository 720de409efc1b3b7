import type { ThermalPaper } from "@konter/ui-kit/receipt/escpos";

/** The browser's own ways to reach a printer: WebUSB, Web Serial (serial and Bluetooth SPP), Web Bluetooth (LE). */
export type TransportKind = "usb" | "serial" | "bluetooth";

/** What a browser transport reported when its printer was paired, to reconnect to it on later visits. */
export type PairedDevice = Record<string, unknown>;

/**
 * How this device prints receipts, chosen in Pengaturan → Printer and kept in this browser: its
 * printer (reached from the browser over USB, serial or Bluetooth, a LAN printer registered on the
 * server, or the browser's print dialog), and whether a transaction's receipt prints by itself as
 * soon as it is saved, in how many copies.
 */
export interface DevicePrinter {
  /** The LAN printer's id, or null for the browser's print dialog (the default). */
  printerId: number | null;
  /** A printer reached from the browser itself; it takes the place of the LAN printer. */
  transport: TransportKind | null;
  /** The paper of the printer reached from the browser (a LAN printer's is kept on the server). */
  paper: ThermalPaper;
  /** A cash drawer hangs off the printer reached from the browser. */
  drawer: boolean;
  /** Each transport's paired printer. */
  paired: Partial<Record<TransportKind, PairedDevice>>;
  /** Cetak otomatis: the receipt prints as soon as the sale or payment is saved. */
  auto: boolean;
  /** Copies printed automatically on a thermal printer (the print dialog asks for its own). */
  copies: number;
}

export const DEVICE_PRINTER_KEY = "konter-device-printer";

export const MAX_COPIES = 5;

export const TRANSPORT_KINDS: readonly TransportKind[] = ["usb", "serial", "bluetooth"];

export const DEFAULT_DEVICE_PRINTER: DevicePrinter = {
  printerId: null,
  transport: null,
  paper: "58mm",
  drawer: false,
  paired: {},
  auto: true,
  copies: 1,
};

const positive = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n > 0;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object";

function pairedDevices(kept: unknown): DevicePrinter["paired"] {
  if (!isObject(kept)) return {};
  return Object.fromEntries(
    TRANSPORT_KINDS.filter((k) => isObject(kept[k])).map((k) => [k, kept[k]]),
  );
}

export function loadDevicePrinter(): DevicePrinter {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(DEVICE_PRINTER_KEY) ?? "null");
    // Kept before Cetak otomatis: the printer's id alone.
    if (positive(kept)) return { ...DEFAULT_DEVICE_PRINTER, printerId: kept };
    if (!isObject(kept)) return DEFAULT_DEVICE_PRINTER;
    const { printerId, transport, paper, drawer, paired, auto, copies } =
      kept as Partial<DevicePrinter>;
    return {
      printerId: positive(printerId) ? printerId : null,
      transport: TRANSPORT_KINDS.find((k) => k === transport) ?? null,
      paper: paper === "80mm" ? "80mm" : "58mm",
      drawer: drawer === true,
      paired: pairedDevices(paired),
      auto: auto !== false,
      copies: positive(copies) ? Math.min(copies, MAX_COPIES) : 1,
    };
  } catch {
    return DEFAULT_DEVICE_PRINTER;
  }
}

export function saveDevicePrinter(setup: DevicePrinter): void {
  try {
    window.localStorage.setItem(DEVICE_PRINTER_KEY, JSON.stringify(setup));
  } catch {
    // Storage refused (private mode): the dialog stays the way to print.
  }
}
