import { useEffect, useState } from "react";

/**
 * A QR code of a link, drawn as SVG (crisp on thermal paper and in the PNG).
 * The QR library is loaded on first use, like the barcode's.
 */
export function ReceiptQrCode({ value, caption }: { value: string; caption?: string }) {
  const [svg, setSvg] = useState("");

  useEffect(() => {
    let cancelled = false;
    setSvg("");
    if (!value) return;
    import("qrcode")
      .then(({ toString }) =>
        toString(value, { type: "svg", margin: 0, errorCorrectionLevel: "M" }),
      )
      .then((markup) => {
        if (!cancelled) setSvg(markup);
      })
      .catch(() => {
        // The chunk failed to load: the receipt still carries the number to track by.
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <div className="receipt__qr-box">
      <div
        className="receipt__qr"
        role="img"
        aria-label={caption ?? "Kode QR"}
        data-value={value}
        data-drawn={svg ? "true" : "false"}
        // The markup comes from the QR library, drawn from our own link.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {caption && <div className="receipt__qr-caption">{caption}</div>}
    </div>
  );
}
