import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import { row, type ReceiptDoc, type ShopInfo } from "@konter/ui-kit";
import { failureText } from "../lib/notify";
import { useShopInfo } from "../components/receipt";
import { printOnLan, type Printer } from "./lanPrinter";

/** A test page for a printer: who it is and its settings, in the receipt's own layout; no drawer kick. */
export function printerTestPage(printer: Printer, shop: ShopInfo): ReceiptDoc {
  return {
    shop,
    title: "HALAMAN UJI PRINTER",
    blocks: [
      { kind: "divider" },
      row("Printer", printer.name),
      row("Alamat", `${printer.host}:${printer.port}`),
      row("Kertas", printer.paper),
      row("Laci uang", printer.drawer ? "Ada" : "Tidak ada"),
      { kind: "divider" },
    ],
    notes: ["Bila halaman ini tercetak rapi, printer siap dipakai."],
    cash: false,
  };
}

/** Prints a printer's test page and says whether it went. */
export function useTestPrint(): (printer: Printer) => void {
  const { open: notify } = useNotification();
  const { shop } = useShopInfo();
  return useCallback(
    (p) =>
      void printOnLan(p.id, printerTestPage(p, shop)).then(
        () => notify?.({ type: "success", message: `Halaman uji dikirim ke ${p.name}.` }),
        (error: unknown) =>
          notify?.({ type: "error", message: failureText("Gagal mencetak", error) }),
      ),
    [notify, shop],
  );
}
