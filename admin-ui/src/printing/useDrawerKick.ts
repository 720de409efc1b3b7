import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import { failureText } from "../lib/notify";
import { loadDevicePrinter } from "./devicePrinter";
import { kickDrawerOnLan } from "./lanPrinter";

export const MSG_NO_DRAWER_PRINTER =
  "Perangkat ini tidak memakai printer LAN: buka laci dengan kuncinya.";

/**
 * Opens the cash drawer on this device's printer (Buka Laci) and says whether it went: only a
 * LAN printer set up with a drawer can open it; the print dialog cannot.
 */
export function useDrawerKick(): () => void {
  const { open: notify } = useNotification();
  return useCallback(() => {
    const { printerId } = loadDevicePrinter();
    if (printerId === null) {
      notify?.({ type: "error", message: MSG_NO_DRAWER_PRINTER });
      return;
    }
    kickDrawerOnLan(printerId).then(
      (printer) => notify?.({ type: "success", message: `Laci dibuka lewat ${printer.name}.` }),
      (error: unknown) =>
        notify?.({ type: "error", message: failureText("Gagal membuka laci", error) }),
    );
  }, [notify]);
}
