import { useRef, useState, type KeyboardEvent } from "react";
import { useNotification } from "@refinedev/core";
import { Flex, Input, InputNumber, Spin, Typography, type InputRef } from "antd";
import { BarcodeOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { useScanQueue } from "../../components/useScanQueue";
import { unitNumber } from "./types";

/** POST /api/stock-counts/{id}/scans: the line a scan counted, and its unit for an IMEI. */
export type Scanned = ApiSchemas["StockCountScan"];

/** "Tempered Glass: 7 dihitung." or "Unit 3569…: Redmi 13, 2 dihitung." */
function scannedText(s: Scanned): string {
  const counted = `${(s.line.counted ?? 0).toLocaleString("id-ID")} dihitung`;
  if (!s.unit) return `${s.line.product_name}: ${counted}.`;
  const number = unitNumber(s.unit);
  return s.again
    ? `Unit ${number} sudah dihitung sebelumnya.`
    : `Unit ${number}: ${s.line.product_name}, ${counted}.`;
}

/**
 * The count's scanner field: a barcode adds the quantity beside it (1 unless typed), an IMEI or
 * serial marks its unit found. Every Enter-terminated code is taken at once and sent in order,
 * so a burst of scans loses none.
 */
export function ScanBox({
  countId,
  onScanned,
}: {
  countId: string;
  onScanned: (s: Scanned) => void;
}) {
  const { open: notify } = useNotification();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState("");
  const [quantity, setQuantity] = useState<number | null>(1);
  const [last, setLast] = useState<string | null>(null);
  const { enqueue, waiting } = useScanQueue(async ({ code, n }: { code: string; n: number }) => {
    try {
      const scanned = await apiFetch<Scanned>(
        `/api/stock-counts/${encodeURIComponent(countId)}/scans`,
        { method: "POST", json: { code, quantity: n } },
      );
      setLast(scannedText(scanned));
      onScanned(scanned);
    } catch (error) {
      notify?.({
        type: "error",
        message: failureText("Gagal menghitung", error),
        key: `count-${code}`,
      });
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const code = text.trim();
    if (!code) return;
    setText("");
    enqueue({ code, n: Math.max(1, Math.floor(quantity ?? 1)) });
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          ref={input}
          autoFocus
          aria-label="Pindai barcode atau IMEI"
          placeholder="Pindai barcode atau IMEI, lalu Enter"
          prefix={<BarcodeOutlined />}
          suffix={waiting > 0 ? <Spin size="small" /> : null}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          style={{ flex: "1 1 260px", fontFamily: "monospace" }}
          inputMode="text"
        />
        <InputNumber<number>
          aria-label="Jumlah per pindaian"
          min={1}
          precision={0}
          value={quantity}
          onChange={setQuantity}
          style={{ width: 110 }}
          addonBefore="×"
        />
      </Flex>
      <Typography.Text type="secondary" aria-live="polite" data-testid="last-scan">
        {last ?? "Barcode menambah jumlah; IMEI/serial menandai unitnya ditemukan."}
      </Typography.Text>
    </Flex>
  );
}
