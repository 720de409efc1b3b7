import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import { failureText } from "../lib/notify";
import { loadDevicePrinter } from "./devicePrinter";
import { deviceTarget, kickDrawerOn } from "./printTarget";

export const MSG_NO_DRAWER_PRINTER =
  "Perangkat ini mencetak lewat dialog cetak: buka laci dengan kuncinya.";

/**
 * Opens the cash drawer on this device's printer (Buka Laci) and says whether it went: only a
 * thermal printer (LAN, USB, serial or Bluetooth) set up with a drawer can open it; the print
 * dialog cannot.
 */
export function useDrawerKick(): () => void {
  const { open: notify } = useNotification();
  return useCallback(() => {
    deviceTarget(loadDevicePrinter())
      .then(async (printer) => {
        if (!printer) {
          notify?.({ type: "error", message: MSG_NO_DRAWER_PRINTER });
          return;
        }
        await kickDrawerOn(printer);
        notify?.({ type: "success", message: `Laci dibuka lewat ${printer.name}.` });
      })
      .catch((error: unknown) =>
        notify?.({ type: "error", message: failureText("Gagal membuka laci", error) }),
      );
  }, [notify]);
}
