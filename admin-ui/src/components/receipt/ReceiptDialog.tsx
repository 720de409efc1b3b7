import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useNotification } from "@refinedev/core";
import { Button, Flex, Modal, Select } from "antd";
import { DownloadOutlined, PrinterOutlined } from "@ant-design/icons";
import { PAPER_SIZES, loadPaper, pageRule, savePaper, type PaperSize } from "./paper";
import { ReceiptQrContext, downloadReceiptPng, type ReceiptDoc } from "@konter/ui-kit";
import { ReceiptQrCode } from "./ReceiptQrCode";
import { useReceiptPrinter, type PrintOccasion } from "../../printing/useReceiptPrinter";
import "./receipt.css";

/** The receipt prints by itself this long after it appears. */
export const AUTO_PRINT_DELAY_MS = 500;

/** The class on <html> while a receipt dialog is open: the print stylesheet then prints only the receipt. */
export const PRINTING_CLASS = "receipt-printing";

/**
 * A receipt on screen with its print and download actions:
 * a preview at the chosen paper's width, "Cetak" (the browser's print dialog
 * with a page box for 58 mm or 80 mm thermal paper or A4), "Unduh" (PNG at
 * pixel ratio 3), and the caller's own buttons (e.g. "Transaksi Baru").
 *
 * `children` is the document itself (usually a <ReceiptFrame>); it is drawn
 * twice: in the dialog, and in a print copy that is the only thing the
 * printer sees. With `doc` (the model `children` draws), "Cetak" goes to this
 * device's LAN printer when one is chosen in Pengaturan → Printer.
 */
export function ReceiptDialog({
  open,
  title,
  fileName,
  autoPrint = false,
  onClose,
  actions,
  toolbar,
  doc,
  children,
}: {
  open: boolean;
  /** The dialog's heading, e.g. "Struk Penjualan". */
  title: ReactNode;
  /** Name of the downloaded PNG, without extension (e.g. "struk-TRX-20261122-000001"). */
  fileName: string;
  /** A transaction just saved: it prints AUTO_PRINT_DELAY_MS after opening, with Cetak otomatis on. */
  autoPrint?: boolean;
  onClose: () => void;
  /** Extra buttons at the end of the footer. */
  actions?: ReactNode;
  /** Controls above the preview that are not printed (e.g. the customer / technician copy switch). */
  toolbar?: ReactNode;
  /** The receipt's model, for a thermal printer (ESC/POS). */
  doc?: ReceiptDoc;
  children: ReactNode;
}) {
  const [paper, setPaperState] = useState<PaperSize>(loadPaper);
  const [downloading, setDownloading] = useState(false);
  const preview = useRef<HTMLDivElement>(null);
  const printCopy = useRef<HTMLDivElement>(null);
  const pageStyle = useRef<HTMLStyleElement>(null);
  const { open: notify } = useNotification();
  const printReceipt = useReceiptPrinter();

  const setPaper = (value: PaperSize) => {
    setPaperState(value);
    savePaper(value);
  };

  const print = useCallback(
    (occasion: PrintOccasion) => {
      printReceipt(
        doc,
        () => {
          // The page box is written just before printing: a thermal page is as long as the receipt.
          if (pageStyle.current)
            pageStyle.current.textContent = pageRule(paper, printCopy.current?.scrollHeight);
          window.print();
        },
        occasion,
      );
    },
    [paper, doc, printReceipt],
  );

  const printRef = useRef(print);
  printRef.current = print;

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    return () => root.classList.remove(PRINTING_CLASS);
  }, [open]);

  useEffect(() => {
    if (!open || !autoPrint) return;
    const timer = setTimeout(() => printRef.current("saved"), AUTO_PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, autoPrint]);

  const download = async () => {
    setDownloading(true);
    try {
      const node = preview.current?.querySelector<HTMLElement>(".receipt");
      const result = await downloadReceiptPng(node, fileName);
      notify?.({ type: result.ok ? "success" : "error", message: result.message });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ReceiptQrContext.Provider value={drawQr}>
      <Modal
        open={open}
        title={title}
        onCancel={onClose}
        width={paper === "a4" ? 760 : 580}
        destroyOnHidden
        className="receipt-dialog"
        footer={
          <Flex gap={8} wrap justify="flex-end" align="center">
            <Select<PaperSize>
              aria-label="Ukuran kertas"
              value={paper}
              onChange={setPaper}
              options={PAPER_SIZES.map((p) => ({ value: p.value, label: p.label }))}
              style={{ minWidth: 150 }}
              popupMatchSelectWidth={false}
            />
            <Button icon={<DownloadOutlined />} onClick={download} loading={downloading}>
              Unduh
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => print("pressed")}>
              Cetak
            </Button>
            {actions}
          </Flex>
        }
      >
        {toolbar && <div className="receipt-toolbar">{toolbar}</div>}
        <div className="receipt-preview">
          <div ref={preview} className="receipt-sheet" data-paper={paper} data-testid="receipt">
            {children}
          </div>
        </div>
      </Modal>
      {open &&
        createPortal(
          <div className="receipt-print" aria-hidden="true">
            <style ref={pageStyle}>{pageRule(paper)}</style>
            <div ref={printCopy} className="receipt-sheet" data-paper={paper}>
              {children}
            </div>
          </div>,
          document.body,
        )}
    </ReceiptQrContext.Provider>
  );
}

const drawQr = (value: string, caption: string) => (
  <ReceiptQrCode value={value} caption={caption} />
);
