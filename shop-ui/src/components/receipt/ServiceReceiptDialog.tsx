import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import {
  downloadReceipt,
  RECEIPT_DIALOG_TITLE,
  RECEIPT_TABS,
  receiptFileName,
  type ReceiptMode,
} from "../../lib/receipt";
import { useSettings } from "../../lib/settings";
import { toast } from "../../lib/toast";
import type { ServiceView } from "../../lib/tracking";
import { CloseIcon, DownloadIcon, PrinterIcon } from "../Icons";
import { Sheet } from "../Sheet";
import { ServiceReceipt } from "./ServiceReceipt";
import styles from "./ServiceReceiptDialog.module.css";
import "./receipt.css";

/** The class on <html> while the dialog is open: the print stylesheet then prints only the receipt. */
export const PRINTING_CLASS = "svc-receipt-printing";

const MODES: readonly ReceiptMode[] = ["customer", "technician"];

/**
 * 'Tanda Terima Service': the customer's copy and the technician's sheet as tabs,
 * with Tutup, Unduh (a PNG at pixel ratio 3) and Cetak (the browser's print dialog, printing the
 * receipt alone).
 */
export function ServiceReceiptDialog({
  service,
  open,
  onClose,
}: {
  service: ServiceView;
  open: boolean;
  onClose: () => void;
}) {
  const shop = useSettings();
  const [mode, setMode] = useState<ReceiptMode>("customer");
  const [downloading, setDownloading] = useState(false);
  const paper = useRef<HTMLDivElement>(null);
  const tabs = useRef<Record<ReceiptMode, HTMLButtonElement | null>>({
    customer: null,
    technician: null,
  });

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    return () => root.classList.remove(PRINTING_CLASS);
  }, [open]);

  const download = async () => {
    setDownloading(true);
    try {
      const node = paper.current?.querySelector<HTMLElement>(".svc-receipt");
      const result = await downloadReceipt(node, receiptFileName(service.id, mode));
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    } finally {
      setDownloading(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length];
    setMode(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <Sheet
        open={open}
        onClose={onClose}
        label={RECEIPT_DIALOG_TITLE}
        side="center"
        className={styles.dialog}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{RECEIPT_DIALOG_TITLE}</h2>
          <button type="button" className="icon-btn" aria-label="Tutup dialog" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.tabs} role="tablist" aria-label="Jenis struk">
          {MODES.map((m) => (
            <button
              key={m}
              ref={(node) => {
                tabs.current[m] = node;
              }}
              type="button"
              role="tab"
              id={`receipt-tab-${m}`}
              aria-selected={mode === m}
              aria-controls="receipt-panel"
              tabIndex={mode === m ? 0 : -1}
              className={styles.tab}
              onClick={() => setMode(m)}
              onKeyDown={onTabKey}
            >
              {RECEIPT_TABS[m]}
            </button>
          ))}
        </div>
        <div
          className={styles.preview}
          role="tabpanel"
          id="receipt-panel"
          aria-labelledby={`receipt-tab-${mode}`}
        >
          <div ref={paper} className="svc-receipt-sheet">
            <ServiceReceipt service={service} mode={mode} shop={shop} />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Tutup
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={download}
            disabled={downloading}
          >
            <DownloadIcon size={18} />
            Unduh
          </button>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            <PrinterIcon size={18} />
            Cetak
          </button>
        </div>
      </Sheet>
      {open &&
        createPortal(
          <div className="svc-receipt-print" aria-hidden="true">
            <div className="svc-receipt-sheet">
              <ServiceReceipt service={service} mode={mode} shop={shop} />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
