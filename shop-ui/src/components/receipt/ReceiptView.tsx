import { useRef, type ReactNode } from "react";
import { ReceiptDocument, shopInfo, type ReceiptDoc, type ShopInfo } from "@konter/ui-kit";
import { ApiError } from "../../api/client";
import { useAsync, useDocumentTitle } from "../../lib/hooks";
import { DEFAULT_SETTINGS, useSettings } from "../../lib/settings";
import { AlertIcon, ReceiptIcon } from "../Icons";
import { Message } from "../Message";
import { PageLoader } from "../PageLoader";
import { PrintCopy, ReceiptButtons, useReceiptDownload } from "./PrintCopy";
import styles from "./ReceiptView.module.css";

export const RECEIPT_GONE_TITLE = "Struk tidak ditemukan";
export const RECEIPT_FAILED_TITLE = "Gagal memuat struk";

/** A receipt as one page shows it: its paper (the thermal printer's model), title and number. */
export interface ReceiptPaper {
  /** The page's heading, e.g. "Struk Belanja". */
  title: string;
  number: string;
  /** The PNG's name, without extension. */
  fileName: string;
  doc: ReceiptDoc;
}

/**
 * One receipt on a page of its own: read by `load`, drawn by `paper` from the same receipt
 * model the paper prints, printable and downloadable as PNG. A 404 says the receipt is not there
 * (`goneHint` says why it may be); another failure offers Coba Lagi.
 */
export function ReceiptView<T>({
  load,
  source,
  paper,
  goneHint,
  footer,
}: {
  /** Reads the receipt of `source` (a link's token, a purchase's id). */
  load: (source: string, signal: AbortSignal) => Promise<T>;
  source: string;
  paper: (data: T, shop: ShopInfo) => ReceiptPaper;
  goneHint: string;
  /** Under the buttons, e.g. the way back to the member's list. */
  footer?: ReactNode;
}) {
  const settings = useSettings();
  const shop = shopInfo(settings, DEFAULT_SETTINGS.appName);
  const loadRef = useRef(load);
  loadRef.current = load;
  const { data, error, loading, reload } = useAsync(
    (signal) => loadRef.current(source, signal),
    [source],
  );
  const shown = data === undefined ? undefined : paper(data, shop);
  const sheet = useRef<HTMLDivElement>(null);
  const { download, downloading } = useReceiptDownload(sheet, shown?.fileName ?? "struk");
  useDocumentTitle(error ? RECEIPT_GONE_TITLE : (shown?.title ?? ""));

  if (loading) return <PageLoader label="Memuat struk..." />;
  if (error || !shown) {
    const gone = error instanceof ApiError && error.isNotFound;
    return (
      <div className="container">
        <Message
          icon={<AlertIcon size={28} />}
          title={gone ? RECEIPT_GONE_TITLE : RECEIPT_FAILED_TITLE}
          actions={
            gone ? (
              footer
            ) : (
              <button type="button" className="btn btn-primary" onClick={reload}>
                Coba Lagi
              </button>
            )
          }
        >
          <p role="alert">{error?.message}</p>
          {gone && <p>{goneHint}</p>}
        </Message>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <span className={styles.headIcon}>
          <ReceiptIcon size={24} />
        </span>
        <h1 className={styles.title}>{shown.title}</h1>
        <p className={styles.number}>{shown.number}</p>
      </header>
      <div className={styles.preview}>
        <div ref={sheet} className="receipt-sheet" data-paper="80mm">
          <ReceiptDocument doc={shown.doc} />
        </div>
      </div>
      <div className={styles.actions}>
        <ReceiptButtons download={download} downloading={downloading} />
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
      <PrintCopy>
        <ReceiptDocument doc={shown.doc} />
      </PrintCopy>
    </div>
  );
}
