import { useEffect, useRef, useState } from "react";
import { BARCODE_BAR_WIDTH, BARCODE_HEIGHT } from "../../lib/receipt";

/**
 * A Code 128 barcode drawn as SVG. The barcode library loads on first use, so the home page and
 * every page without a receipt never download it.
 */
export function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setDrawn(false);
    import("jsbarcode")
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: "CODE128",
          width: BARCODE_BAR_WIDTH,
          height: BARCODE_HEIGHT,
          displayValue: true,
          fontSize: 16,
          textMargin: 2,
          margin: 0,
          background: "#ffffff",
          lineColor: "#000000",
        });
        setDrawn(true);
      })
      .catch(() => {
        // The number is printed on the receipt anyway.
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <svg
      ref={svg}
      className="svc-receipt__barcode"
      role="img"
      aria-label={`Barcode ${value}`}
      data-value={value}
      data-drawn={drawn ? "true" : "false"}
    />
  );
}
