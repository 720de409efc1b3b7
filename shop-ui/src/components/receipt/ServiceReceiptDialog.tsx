import { useRef, useState, type KeyboardEvent } from "react";
import {
  RECEIPT_COPIES,
  RECEIPT_TABS,
  ServiceReceipt,
  serviceReceiptFileName,
  shopInfo,
  type ReceiptCopy,
} from "@konter/ui-kit";
import { DEFAULT_SETTINGS, useSettings } from "../../lib/settings";
import { receiptEntry, type ServiceView } from "../../lib/tracking";
import { CloseIcon } from "../Icons";
import { Sheet } from "../Sheet";
import { PrintCopy, ReceiptButtons, useReceiptDownload } from "./PrintCopy";
import styles from "./ServiceReceiptDialog.module.css";

/** The dialog's heading (the storefront's 'Lihat Struk'). */
export const RECEIPT_DIALOG_TITLE = "Tanda Terima Service";

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
  const shop = shopInfo(useSettings(), DEFAULT_SETTINGS.appName);
  const [copy, setCopy] = useState<ReceiptCopy>("customer");
  const paper = useRef<HTMLDivElement>(null);
  const tabs = useRef<Record<ReceiptCopy, HTMLButtonElement | null>>({
    customer: null,
    technician: null,
  });

  const entry = receiptEntry(service);
  const paperOf = (which: ReceiptCopy) => (
    <ServiceReceipt entry={entry} bill={service.bill} copy={which} shop={shop} />
  );

  const { download, downloading } = useReceiptDownload(
    paper,
    serviceReceiptFileName(service.id, copy),
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next =
      RECEIPT_COPIES[
        (RECEIPT_COPIES.indexOf(copy) + step + RECEIPT_COPIES.length) % RECEIPT_COPIES.length
      ];
    setCopy(next);
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
          {RECEIPT_COPIES.map((m) => (
            <button
              key={m}
              ref={(node) => {
                tabs.current[m] = node;
              }}
              type="button"
              role="tab"
              id={`receipt-tab-${m}`}
              aria-selected={copy === m}
              aria-controls="receipt-panel"
              tabIndex={copy === m ? 0 : -1}
              className={styles.tab}
              onClick={() => setCopy(m)}
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
          aria-labelledby={`receipt-tab-${copy}`}
        >
          <div ref={paper} className="receipt-sheet" data-paper="80mm">
            {paperOf(copy)}
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Tutup
          </button>
          <ReceiptButtons download={download} downloading={downloading} />
        </div>
      </Sheet>
      {open && <PrintCopy>{paperOf(copy)}</PrintCopy>}
    </>
  );
}
