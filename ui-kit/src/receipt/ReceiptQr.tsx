import { createContext, useContext, type ReactNode } from "react";

/** Draws a QR code of `value` with its caption; the back office provides one (its QR library). */
export type QrDrawer = (value: string, caption: string) => ReactNode;

export const ReceiptQrContext = createContext<QrDrawer | null>(null);

/** A receipt's QR block: drawn by the app's QR drawer, or only its caption where there is none. */
export function ReceiptQr({ value, caption }: { value: string; caption: string }) {
  const draw = useContext(ReceiptQrContext);
  if (draw) return draw(value, caption);
  return (
    <div className="receipt__qr-box">
      <div className="receipt__qr-caption">{caption}</div>
    </div>
  );
}
