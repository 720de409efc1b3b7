import { useCallback } from "react";
import { useNotification } from "@refinedev/core";
import { row, type ReceiptDoc, type ShopInfo } from "@konter/ui-kit";
import { failureText } from "../lib/notify";
import { useShopInfo } from "../components/receipt";
import { printOn, type PrintTarget } from "./printTarget";

/** A test page for a printer: who it is and its settings, in the receipt's own layout; no drawer kick. */
export function printerTestPage(printer: PrintTarget, shop: ShopInfo): ReceiptDoc {
  return {
    shop,
    title: "HALAMAN UJI PRINTER",
    blocks: [
      { kind: "divider" },
      row("Printer", printer.name),
      row(...printer.reach),
      row("Kertas", printer.thermal.paper),
      row("Laci uang", printer.thermal.drawer ? "Ada" : "Tidak ada"),
      { kind: "divider" },
    ],
    notes: ["Bila halaman ini tercetak rapi, printer siap dipakai."],
    cash: false,
  };
}

/** Prints a printer's test page and says whether it went. */
export function useTestPrint(): (printer: () => Promise<PrintTarget>) => void {
  const { open: notify } = useNotification();
  const { shop } = useShopInfo();
  return useCallback(
    (printer) =>
      void printer()
        .then(async (p) => {
          await printOn(p, printerTestPage(p, shop));
          notify?.({ type: "success", message: `Halaman uji dikirim ke ${p.name}.` });
        })
        .catch((error: unknown) =>
          notify?.({ type: "error", message: failureText("Gagal mencetak", error) }),
        ),
    [notify, shop],
  );
}
