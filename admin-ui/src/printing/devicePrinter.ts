/**
 * Which printer this device prints receipts on, chosen in Pengaturan → Printer and kept in this
 * browser: a LAN printer registered on the server (its id), or null for the browser's print
 * dialog (the default).
 */
export const DEVICE_PRINTER_KEY = "konter-device-printer";

export function loadDevicePrinter(): number | null {
  try {
    const id = Number(window.localStorage.getItem(DEVICE_PRINTER_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function saveDevicePrinter(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(DEVICE_PRINTER_KEY);
    else window.localStorage.setItem(DEVICE_PRINTER_KEY, String(id));
  } catch {
    // Storage refused (private mode): the dialog stays the way to print.
  }
}
