import { row, type ReceiptDoc, type ShopInfo } from "@konter/ui-kit";
import type { Printer } from "./lanPrinter";

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
