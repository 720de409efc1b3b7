import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button, ConfigProvider, InputNumber, Segmented, Space, Typography, theme } from "antd";
import { CloseOutlined, PrinterOutlined } from "@ant-design/icons";
import JsBarcode from "jsbarcode";
import type { Product } from "../../interfaces";
import { formatRupiah } from "../../lib/format";
import { isValidEan13 } from "../../lib/ean13";
import "./labels.css";

/** A4: a grid of 4 × 9 labels. Roll: one 50 × 30 mm label per page, for a label printer. */
export type LabelLayout = "a4" | "roll";

const PAGE_RULES: Record<LabelLayout, string> = {
  a4: "@page { size: A4 portrait; margin: 8mm; }",
  roll: "@page { size: 50mm 30mm; margin: 0; }",
};

/** One barcode as SVG: EAN-13 when the code is one, Code 128 for anything else. */
export function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current || !value) return;
    const ean = isValidEan13(value);
    try {
      JsBarcode(svg.current, value, {
        format: ean ? "EAN13" : "CODE128",
        width: 2,
        height: 60,
        fontSize: 18,
        textMargin: 2,
        margin: 0,
        // EAN-13 in its retail look (guard bars, digits in groups; the first digit sits left of the bars).
        marginLeft: ean ? 14 : 0,
        flat: !ean,
        displayValue: true,
      });
    } catch {
      // A code that cannot be drawn (e.g. unsupported characters): leave the box empty.
    }
  }, [value]);
  return (
    <svg
      ref={svg}
      className="label__barcode"
      role="img"
      aria-label={`Barcode ${value}`}
      preserveAspectRatio="xMidYMid meet"
    />
  );
}

/**
 * "Cetak Label": the selected products as printable labels (name, retail
 * price, barcode), shown over the app; the print stylesheet prints only the
 * labels. Loaded on demand so the barcode library stays out of other pages.
 */
export default function LabelSheet({
  products,
  onClose,
}: {
  products: Product[];
  onClose: () => void;
}) {
  const [layout, setLayout] = useState<LabelLayout>("a4");
  const [copies, setCopies] = useState(1);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const labels = products.flatMap((p) =>
    Array.from({ length: copies }, (_, i) => ({ product: p, key: `${p.id}-${i}` })),
  );

  return createPortal(
    // Paper is white: the sheet stays light even when the app is in dark mode.
    <ConfigProvider theme={{ algorithm: theme.defaultAlgorithm }}>
      <div className="label-sheet" data-layout={layout} role="dialog" aria-label="Cetak Label">
        <style>{PAGE_RULES[layout]}</style>
        <div className="label-sheet__toolbar">
          <span className="label-sheet__title">
            Cetak Label ({labels.length.toLocaleString("id-ID")} label)
          </span>
          <Segmented<LabelLayout>
            value={layout}
            onChange={setLayout}
            options={[
              { value: "a4", label: "Kertas A4" },
              { value: "roll", label: "Printer label 50×30 mm" },
            ]}
          />
          <Space size={6}>
            <Typography.Text>Jumlah per barang</Typography.Text>
            <InputNumber<number>
              aria-label="Jumlah label per barang"
              min={1}
              max={100}
              precision={0}
              value={copies}
              onChange={(v) => setCopies(Math.max(1, Math.min(100, v ?? 1)))}
              style={{ width: 72 }}
            />
          </Space>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            Cetak
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose}>
            Tutup
          </Button>
        </div>
        <div className="label-sheet__pages">
          {labels.map(({ product, key }) => (
            <div className="label" key={key} data-testid="label">
              <div className="label__name">{product.name}</div>
              <div className="label__price">{formatRupiah(product.retail_price)}</div>
              <Barcode value={product.barcode} />
            </div>
          ))}
        </div>
      </div>
    </ConfigProvider>,
    document.body,
  );
}
