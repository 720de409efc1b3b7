import { useRef } from "react";
import { useParams } from "react-router";
import { SaleReceipt, saleReceiptFileName, shopInfo } from "@konter/ui-kit";
import { ApiError } from "../api/client";
import { sharedReceipt } from "../api/receipts";
import { AlertIcon, ReceiptIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { PageLoader } from "../components/PageLoader";
import { PrintCopy, ReceiptButtons, useReceiptDownload } from "../components/receipt/PrintCopy";
import { useAsync, useDocumentTitle } from "../lib/hooks";
import { DEFAULT_SETTINGS, useSettings } from "../lib/settings";
import styles from "./ReceiptPage.module.css";

export const RECEIPT_PAGE_TITLE = "Struk Belanja";
export const RECEIPT_GONE_TITLE = "Struk tidak ditemukan";
export const RECEIPT_GONE_HINT =
  "Tautan ini salah, sudah kedaluwarsa, atau sudah dicabut oleh toko. Mintalah tautan baru kepada toko.";
export const RECEIPT_FAILED_TITLE = "Gagal memuat struk";

/**
 * /struk/{token}: the receipt of one sale, from the link the cashier sent on WhatsApp. It is the
 * paper's receipt (saleReceiptDoc) with the shop's details, printable and downloadable as PNG;
 * a wrong, unknown or revoked link says so, and nothing else of the shop is reachable from it.
 */
export default function ReceiptPage() {
  const { token = "" } = useParams();
  const settings = useSettings();
  const shop = shopInfo(settings, DEFAULT_SETTINGS.appName);
  const {
    data: sale,
    error,
    loading,
    reload,
  } = useAsync((signal) => sharedReceipt(token, signal), [token]);
  const paper = useRef<HTMLDivElement>(null);
  const { download, downloading } = useReceiptDownload(
    paper,
    sale ? saleReceiptFileName(sale) : "struk",
  );
  useDocumentTitle(error ? RECEIPT_GONE_TITLE : RECEIPT_PAGE_TITLE);

  if (loading) return <PageLoader label="Memuat struk..." />;
  if (error || !sale) {
    const gone = error instanceof ApiError && error.isNotFound;
    return (
      <div className="container">
        <Message
          icon={<AlertIcon size={28} />}
          title={gone ? RECEIPT_GONE_TITLE : RECEIPT_FAILED_TITLE}
          actions={
            gone ? undefined : (
              <button type="button" className="btn btn-primary" onClick={reload}>
                Coba Lagi
              </button>
            )
          }
        >
          <p role="alert">{error?.message}</p>
          {gone && <p>{RECEIPT_GONE_HINT}</p>}
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
        <h1 className={styles.title}>{RECEIPT_PAGE_TITLE}</h1>
        <p className={styles.number}>{sale.transaction_id_display}</p>
      </header>
      <div className={styles.preview}>
        <div ref={paper} className="receipt-sheet" data-paper="80mm">
          <SaleReceipt sale={sale} shop={shop} />
        </div>
      </div>
      <div className={styles.actions}>
        <ReceiptButtons download={download} downloading={downloading} />
      </div>
      <PrintCopy>
        <SaleReceipt sale={sale} shop={shop} />
      </PrintCopy>
    </div>
  );
}
