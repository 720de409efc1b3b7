import { useState, type KeyboardEvent } from "react";
import { useNotification } from "@refinedev/core";
import { Alert, Button, Card, Flex, Input, InputNumber, Typography } from "antd";
import { BarcodeOutlined, CheckOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { useAttempt } from "./useAttempt";
import { receiptBody, stillMissing, unitOf, type Transfer } from "./types";

/**
 * Receiving a transfer at its outlet: each unit by scanning its IMEI or serial (checked against
 * what was sent at once), each product by the quantity counted. What is not counted did not
 * arrive: the server records it as the transfer's shortfall.
 */
export function ReceivePanel({
  transfer,
  onReceived,
}: {
  transfer: Transfer;
  onReceived: (t: Transfer) => void;
}) {
  const { open: notify } = useNotification();
  const attempt = useAttempt();
  const lines = transfer.lines ?? [];
  const units = transfer.units ?? [];
  const [scan, setScan] = useState("");
  const [scanned, setScanned] = useState<string[]>([]);
  const [counted, setCounted] = useState<Record<number, number | null>>({});
  const [saving, setSaving] = useState(false);
  const missing = stillMissing(lines, counted, scanned, units);

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const number = scan.trim();
    setScan("");
    if (!number) return;
    const unit = unitOf(units, number);
    if (!unit) {
      notify?.({ type: "error", message: `Unit ${number} tidak termasuk dalam mutasi ini.` });
      return;
    }
    setScanned((all) => (all.includes(unit.number) ? all : [...all, unit.number]));
  };

  const receive = async () => {
    setSaving(true);
    try {
      const received = await attempt((key) =>
        apiFetch<Transfer>(`/api/stock-transfers/${transfer.id}/receive`, {
          method: "POST",
          headers: { "Idempotency-Key": key },
          json: receiptBody(lines, counted, scanned),
        }),
      );
      notify?.({
        type: "success",
        message:
          received.status === "short" ? "Mutasi diterima dengan selisih." : "Mutasi diterima.",
      });
      onReceived(received);
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal menerima mutasi", error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title="Terima di outlet ini" className="report-no-print">
      <Flex vertical gap={12}>
        {units.length > 0 && (
          <div>
            <label htmlFor="receive-scan" className="transfer-label">
              Pindai IMEI/serial setiap unit yang tiba
            </label>
            <Input
              id="receive-scan"
              autoFocus
              placeholder="Pindai IMEI/serial, lalu Enter"
              prefix={<BarcodeOutlined />}
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onKeyDown={onScanKey}
              className="transfer-scan"
            />
            <Typography.Text type="secondary" aria-live="polite" data-testid="receive-scanned">
              {scanned.length.toLocaleString("id-ID")} dari {units.length.toLocaleString("id-ID")}{" "}
              unit dipindai
            </Typography.Text>
          </div>
        )}
        {lines
          .filter((l) => !l.tracked)
          .map((l) => (
            <Flex key={l.product_id} justify="space-between" align="center" gap={8} wrap>
              <label htmlFor={`receive-count-${l.product_id}`}>
                {l.product_name} (dikirim {l.quantity.toLocaleString("id-ID")})
              </label>
              <InputNumber<number>
                id={`receive-count-${l.product_id}`}
                min={0}
                max={l.quantity}
                precision={0}
                placeholder="0"
                value={counted[l.product_id] ?? null}
                onChange={(n) => setCounted((all) => ({ ...all, [l.product_id]: n }))}
                addonAfter="dihitung"
              />
            </Flex>
          ))}
        {missing > 0 && (
          <Alert
            type="warning"
            showIcon
            message={`Kurang ${missing.toLocaleString("id-ID")} dari yang dikirim: dicatat sebagai selisih.`}
          />
        )}
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={saving}
            onClick={() => void receive()}
          >
            Simpan Penerimaan
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
