import type { ReactNode } from "react";
import { ReceiptQrContext } from "../receipt/ReceiptQr";

/** A receipt drawn with a QR drawer as the back office has one: the code's value kept in data-value. */
export function WithQrDrawer({ children }: { children: ReactNode }) {
  return (
    <ReceiptQrContext.Provider
      value={(value, caption) => (
        <div className="receipt__qr-box">
          <div className="receipt__qr" data-value={value} />
          <div className="receipt__qr-caption">{caption}</div>
        </div>
      )}
    >
      {children}
    </ReceiptQrContext.Provider>
  );
}
