/**
 * How this device prints receipts, chosen in Pengaturan → Printer and kept in this browser: its
 * printer (a LAN printer registered on the server, or the browser's print dialog), and whether a
 * transaction's receipt prints by itself as soon as it is saved, in how many copies.
 */
export interface DevicePrinter {
  /** The LAN printer's id, or null for the browser's print dialog (the default). */
  printerId: number | null;
  /** Cetak otomatis: the receipt prints as soon as the sale or payment is saved. */
  auto: boolean;
  /** Copies printed automatically on a LAN printer (the print dialog asks for its own). */
  copies: number;
}

export const DEVICE_PRINTER_KEY = "konter-device-printer";

export const MAX_COPIES = 5;

export const DEFAULT_DEVICE_PRINTER: DevicePrinter = { printerId: null, auto: true, copies: 1 };

const positive = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n > 0;

export function loadDevicePrinter(): DevicePrinter {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(DEVICE_PRINTER_KEY) ?? "null");
    // Kept before Cetak otomatis: the printer's id alone.
    if (positive(kept)) return { ...DEFAULT_DEVICE_PRINTER, printerId: kept };
    if (!kept || typeof kept !== "object") return DEFAULT_DEVICE_PRINTER;
    const { printerId, auto, copies } = kept as Partial<DevicePrinter>;
    return {
      printerId: positive(printerId) ? printerId : null,
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
