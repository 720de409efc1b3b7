import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import type { ReceiptDoc } from "@konter/ui-kit";
import { failureText } from "../lib/notify";
import { loadDevicePrinter } from "./devicePrinter";
import { printOnLan } from "./lanPrinter";

/**
 * How this device prints a receipt: on its LAN printer when one is chosen (Pengaturan →
 * Printer), else through `dialog` (the browser's print dialog, as before).
 */
export function useReceiptPrinter(): (doc: ReceiptDoc | undefined, dialog: () => void) => void {
  const { open: notify } = useNotification();
  return useCallback(
    (doc, dialog) => {
      const printerId = loadDevicePrinter();
      if (!doc || printerId === null) {
        dialog();
        return;
      }
      printOnLan(printerId, doc).then(
        (printer) => notify?.({ type: "success", message: `Struk dikirim ke ${printer.name}.` }),
        (error: unknown) =>
          notify?.({ type: "error", message: failureText("Gagal mencetak", error) }),
      );
    },
    [notify],
  );
}
