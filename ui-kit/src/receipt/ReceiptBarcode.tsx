import { useEffect, useRef, useState } from "react";

/**
 * A Code 128 barcode of a document number, drawn as SVG. The barcode library
 * is loaded on first use, so pages without receipts never download it.
 * Height 60, bar width 2 (the SVG scales down to the paper).
 */
export function ReceiptBarcode({
  value,
  height = 60,
  barWidth = 2,
  fontSize = 16,
}: {
  value: string;
  height?: number;
  barWidth?: number;
  fontSize?: number;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setDrawn(false);
    if (!value) return;
    import("jsbarcode")
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: "CODE128",
          width: barWidth,
          height,
          fontSize,
          textMargin: 2,
          margin: 0,
          flat: true,
          displayValue: true,
          background: "#ffffff",
          lineColor: "#000000",
        });
        setDrawn(true);
      })
      .catch(() => {
        // A value Code 128 cannot carry, or the chunk failed to load: the number is printed anyway.
      });
    return () => {
      cancelled = true;
    };
  }, [value, height, barWidth, fontSize]);

  return (
    <svg
      ref={svg}
      className="receipt__barcode"
      role="img"
      aria-label={`Barcode ${value}`}
      data-value={value}
      data-drawn={drawn ? "true" : "false"}
      preserveAspectRatio="xMidYMid meet"
    />
  );
}
