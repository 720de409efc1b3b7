import { useState } from "react";
import { useList } from "@refinedev/core";
import { Button, Card, Flex, Form, InputNumber, Select, Switch, Typography } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import {
  MAX_COPIES,
  loadDevicePrinter,
  saveDevicePrinter,
  type DevicePrinter,
} from "./devicePrinter";
import type { Printer } from "./lanPrinter";
import { useTestPrint } from "./testPage";

/** The device choice's value for the browser's print dialog. */
const DIALOG = 0;

/**
 * "Printer perangkat ini" (Admin and Kasir): which printer this device prints receipts on, Cetak
 * otomatis with its copies, and a test page on the chosen LAN printer. Kept in this browser only.
 */
export function DevicePrinterCard() {
  const { result: all } = useList<Printer>({
    resource: "printers",
    pagination: { mode: "off" },
  });
  const testPrint = useTestPrint();
  const [device, setDevice] = useState<DevicePrinter>(loadDevicePrinter);
  const printers = all.data ?? [];
  const chosen = printers.find((p) => p.id === device.printerId);

  const change = (patch: Partial<DevicePrinter>) => {
    const next = { ...device, ...patch };
    setDevice(next);
    saveDevicePrinter(next);
  };

  return (
    <Card size="small" title="Printer perangkat ini" style={{ marginBottom: 16, maxWidth: 720 }}>
      <Form layout="vertical" component="div">
        <Form.Item label="Printer" htmlFor="device-printer" style={{ marginBottom: 12 }}>
          <Flex gap={8} wrap>
            <Select<number>
              id="device-printer"
              value={device.printerId ?? DIALOG}
              onChange={(id) => change({ printerId: id === DIALOG ? null : id })}
              style={{ flex: "1 1 220px", maxWidth: 420 }}
              options={[
                { value: DIALOG, label: "Dialog cetak browser" },
                ...printers.map((p) => ({ value: p.id, label: `${p.name} (${p.paper})` })),
              ]}
            />
            {chosen && (
              <Button icon={<PrinterOutlined />} onClick={() => testPrint(chosen)}>
                Cetak halaman uji
              </Button>
            )}
          </Flex>
        </Form.Item>
        <Flex gap={24} wrap align="flex-end">
          <Form.Item label="Cetak otomatis" htmlFor="device-auto" style={{ marginBottom: 12 }}>
            <Switch id="device-auto" checked={device.auto} onChange={(auto) => change({ auto })} />
          </Form.Item>
          <Form.Item label="Jumlah salinan" htmlFor="device-copies" style={{ marginBottom: 12 }}>
            <InputNumber
              id="device-copies"
              min={1}
              max={MAX_COPIES}
              precision={0}
              value={device.copies}
              disabled={!device.auto || device.printerId === null}
              onChange={(copies) => change({ copies: copies ?? 1 })}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Typography.Text type="secondary">
        Disimpan di browser ini saja. Dengan Cetak otomatis, struk penjualan dan pembayaran tercetak
        begitu transaksi disimpan. Dengan printer LAN, struk langsung tercetak tanpa dialog
        (sebanyak jumlah salinan), dan laci terbuka untuk pembayaran tunai bila printer punya laci.
      </Typography.Text>
    </Card>
  );
}
