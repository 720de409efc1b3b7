import type { ReactNode } from "react";
import type { ShopInfo } from "./shop";
import { ReceiptBarcode } from "./ReceiptBarcode";
import "./receipt.css";

/**
 * A printed document of the shop: header (logo, name, address, phone), an
 * optional title, the body, notes at the foot, and a Code 128 barcode of the
 * document number. Always black on white, whatever the app's theme; its size
 * follows the sheet around it: `.receipt-sheet[data-paper]` (see receipt.css).
 */
export function ReceiptFrame({
  shop,
  title,
  children,
  notes = [],
  barcode,
  barcodeHeight,
  barcodeWidth,
  copy,
}: {
  shop: ShopInfo;
  /** e.g. "STRUK PENJUALAN", "TANDA TERIMA SERVICE". */
  title?: string;
  children: ReactNode;
  /** Footer lines, e.g. the no-returns note. */
  notes?: readonly string[];
  /** Document number drawn as a Code 128 barcode under the notes. */
  barcode?: string;
  barcodeHeight?: number;
  barcodeWidth?: number;
  /** Which copy this paper is (e.g. "customer"), for tests and print styles: data-copy. */
  copy?: string;
}) {
  return (
    <div className="receipt" data-copy={copy}>
      <header className="receipt__header">
        {shop.logoUrl && <img className="receipt__logo" src={shop.logoUrl} alt="" />}
        <div className="receipt__shop">{shop.name}</div>
        {shop.address && <div className="receipt__contact">{shop.address}</div>}
        {shop.phone && <div className="receipt__contact">Telp. {shop.phone}</div>}
      </header>
      {title && <div className="receipt__title">{title}</div>}
      <div className="receipt__body">{children}</div>
      {notes.length > 0 && (
        <footer className="receipt__notes">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </footer>
      )}
      {barcode && (
        <div className="receipt__barcode-box">
          <ReceiptBarcode value={barcode} height={barcodeHeight} barWidth={barcodeWidth} />
        </div>
      )}
    </div>
  );
}

/** A dashed line across the receipt. */
export function ReceiptDivider() {
  return <hr className="receipt__divider" />;
}

/** "Label ........ value" on one line; `strong` for totals. */
export function ReceiptRow({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={strong ? "receipt__row receipt__row--strong" : "receipt__row"}
      data-testid={testId}
    >
      <span className="receipt__label">{label}</span>
      <span className="receipt__value">{value}</span>
    </div>
  );
}
