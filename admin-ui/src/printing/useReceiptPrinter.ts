import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import type { ReceiptDoc } from "@konter/ui-kit";
import { failureText } from "../lib/notify";
import { loadDevicePrinter } from "./devicePrinter";
import { deviceTarget, printOn } from "./printTarget";

/** Cetak (pressed: one copy) or the print as the transaction is saved (the device's copies). */
export type PrintOccasion = "pressed" | "saved";

export const MSG_DIALOG_FALLBACK = "Struk dibuka di dialog cetak browser.";

/**
 * How this device prints a receipt: on its thermal printer when one is chosen (Pengaturan →
 * Printer: LAN, USB, serial or Bluetooth), else through `dialog` (the browser's print dialog, as
 * before). A receipt just saved prints only with Cetak otomatis on, in the device's number of
 * copies. When the printer does not take it, the reason shows and the print dialog opens instead.
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
      if (!doc || (device.printerId === null && !device.transport)) {
        dialog();
        return;
      }
      const copies = occasion === "saved" ? device.copies : 1;
      deviceTarget(device)
        .then(async (printer) => {
          if (!printer) return dialog();
          await printOn(printer, doc, copies);
          notify?.({ type: "success", message: `Struk dikirim ke ${printer.name}.` });
        })
        .catch((error: unknown) => {
          notify?.({
            type: "error",
            message: failureText("Gagal mencetak", error),
            description: MSG_DIALOG_FALLBACK,
          });
          dialog();
        });
    },
    [notify],
  );
}
