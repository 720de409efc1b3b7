import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import type { ReceiptDoc } from "@konter/ui-kit";
import { failureText } from "../lib/notify";
import { loadDevicePrinter } from "./devicePrinter";
import { printOnLan } from "./lanPrinter";

/** Cetak (pressed: one copy) or the print as the transaction is saved (the device's copies). */
export type PrintOccasion = "pressed" | "saved";

/**
 * How this device prints a receipt: on its LAN printer when one is chosen (Pengaturan →
 * Printer), else through `dialog` (the browser's print dialog, as before). A receipt just saved
 * prints only with Cetak otomatis on, in the device's number of copies.
 */
export function useReceiptPrinter(): (
  doc: ReceiptDoc | undefined,
  dialog: () => void,
  occasion?: PrintOccasion,
) => void {
  const { open: notify } = useNotification();
  return useCallback(
    (doc, dialog, occasion = "pressed") => {
      const device = loadDevicePrinter();
      if (occasion === "saved" && !device.auto) return;
      if (!doc || device.printerId === null) {
        dialog();
        return;
      }
      const copies = occasion === "saved" ? device.copies : 1;
      printOnLan(device.printerId, doc, copies).then(
        (printer) => notify?.({ type: "success", message: `Struk dikirim ke ${printer.name}.` }),
        (error: unknown) =>
          notify?.({ type: "error", message: failureText("Gagal mencetak", error) }),
      );
    },
    [notify],
  );
}
