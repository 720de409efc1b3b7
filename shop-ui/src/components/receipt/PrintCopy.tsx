import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { downloadReceiptPng } from "@konter/ui-kit";
import { toast } from "../../lib/toast";
import { DownloadIcon, PrinterIcon } from "../Icons";
import "./receipt.css";

/** The class on <html> while a receipt is shown: the print stylesheet then prints only the receipt. */
export const PRINTING_CLASS = "receipt-printing";

/** The print copies mounted now. */
let printCopies = 0;

/**
 * The receipt as the browser prints it: a copy kept off screen at the end of <body>, the only
 * thing printed while it is mounted (Cetak is then just window.print()).
 */
export function PrintCopy({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    printCopies += 1;
    root.classList.add(PRINTING_CLASS);
    return () => {
      // A copy leaving after the next one came (one receipt page replacing another) keeps the class.
      printCopies -= 1;
      if (printCopies === 0) root.classList.remove(PRINTING_CLASS);
    };
  }, []);
  return createPortal(
    <div className="receipt-print" aria-hidden="true">
      <div className="receipt-sheet" data-paper="80mm">
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Unduh: the receipt inside `paper` as a PNG named `fileName`, told in a toast. */
export function useReceiptDownload(
  paper: RefObject<HTMLElement | null>,
  fileName: string,
): { download: () => Promise<void>; downloading: boolean } {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const node = paper.current?.querySelector<HTMLElement>(".receipt");
      const result = await downloadReceiptPng(node, fileName);
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

/** Unduh (the PNG) and Cetak (the browser's print dialog, printing the PrintCopy alone). */
export function ReceiptButtons({
  download,
  downloading,
}: {
  download: () => Promise<void>;
  downloading: boolean;
}) {
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={download} disabled={downloading}>
        <DownloadIcon size={18} />
        Unduh
      </button>
      <button type="button" className="btn btn-primary" onClick={() => window.print()}>
        <PrinterIcon size={18} />
        Cetak
      </button>
    </>
  );
}
