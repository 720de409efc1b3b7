import { useState } from "react";
import { useList } from "@refinedev/core";
import { Button, Card, Flex, Form, InputNumber, Radio, Select, Switch, Typography } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { TRANSPORTS, unsupportedReason } from "./browserTransport";
import { BrowserPrinterFields } from "./BrowserPrinterFields";
import {
  MAX_COPIES,
  TRANSPORT_KINDS,
  loadDevicePrinter,
  saveDevicePrinter,
  type DevicePrinter,
  type TransportKind,
} from "./devicePrinter";
import { lanTarget, type Printer } from "./lanPrinter";
import { browserTarget } from "./printTarget";
import { useTestPrint } from "./testPage";

type Way = "dialog" | "lan" | TransportKind;

const wayOf = (d: DevicePrinter): Way => d.transport ?? (d.printerId === null ? "dialog" : "lan");

function Choice({ label, reason }: { label: string; reason?: string }) {
  return (
    <span>
      {label}
      {reason && (
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          {reason}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * "Printer perangkat ini" (Admin and Kasir): how this device prints receipts (the print dialog, a
 * LAN printer through the server, or a printer reached from the browser over USB, serial or
 * Bluetooth), Cetak otomatis with its copies, and a test page. Kept in this browser only.
 */
export function DevicePrinterCard() {
  const { result: all } = useList<Printer>({
    resource: "printers",
    pagination: { mode: "off" },
  });
  const testPrint = useTestPrint();
  const [device, setDevice] = useState<DevicePrinter>(loadDevicePrinter);
  const printers = all.data ?? [];
  const way = wayOf(device);
  const lanId = device.printerId;

  // Onto what is kept: pairing keeps the paired printer there behind this card's back.
  const change = (patch: Partial<DevicePrinter>) => {
    const next = { ...loadDevicePrinter(), ...patch };
    setDevice(next);
    saveDevicePrinter(next);
  };

  const choose = (next: Way) => {
    if (next === "dialog") change({ transport: null, printerId: null });
    else if (next === "lan")
      change({ transport: null, printerId: device.printerId ?? printers[0]?.id ?? null });
    else change({ transport: next });
  };

  return (
    <Card size="small" title="Printer perangkat ini" style={{ marginBottom: 16, maxWidth: 720 }}>
      <Form layout="vertical" component="div">
        <Form.Item label="Cara mencetak" style={{ marginBottom: 12 }}>
          <Radio.Group
            value={way}
            onChange={(e) => choose(e.target.value as Way)}
            aria-label="Cara mencetak"
            name="device-printer-way"
          >
            <Flex vertical gap={8}>
              <Radio value="dialog">Dialog cetak browser</Radio>
              <Radio value="lan" disabled={printers.length === 0}>
                <Choice
                  label="Printer LAN (lewat server)"
                  reason={printers.length === 0 ? "Belum ada printer LAN terdaftar." : undefined}
                />
              </Radio>
              {TRANSPORT_KINDS.map((kind) => {
                const reason = unsupportedReason(kind);
                return (
                  <Radio key={kind} value={kind} disabled={!!reason}>
                    <Choice label={TRANSPORTS[kind].label} reason={reason} />
                  </Radio>
                );
              })}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {way === "lan" && (
          <Form.Item label="Printer LAN" htmlFor="device-printer" style={{ marginBottom: 12 }}>
            <Flex gap={8} wrap>
              <Select<number>
                id="device-printer"
                value={device.printerId ?? undefined}
                onChange={(printerId) => change({ printerId })}
                style={{ flex: "1 1 220px", maxWidth: 420 }}
                options={printers.map((p) => ({ value: p.id, label: `${p.name} (${p.paper})` }))}
              />
              {lanId !== null && (
                <Button
                  icon={<PrinterOutlined />}
                  onClick={() => testPrint(() => lanTarget(lanId))}
                >
                  Cetak halaman uji
                </Button>
              )}
            </Flex>
          </Form.Item>
        )}
        {device.transport && (
          <BrowserPrinterFields
            kind={device.transport}
            device={device}
            onChange={change}
            onTestPrint={(kind) => testPrint(async () => browserTarget(kind, loadDevicePrinter()))}
          />
        )}
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
              disabled={!device.auto || way === "dialog"}
              onChange={(copies) => change({ copies: copies ?? 1 })}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Typography.Text type="secondary">
        Disimpan di browser ini saja. Dengan Cetak otomatis, struk penjualan dan pembayaran tercetak
        begitu transaksi disimpan. Dengan printer LAN, USB, serial atau Bluetooth, struk langsung
        tercetak tanpa dialog (sebanyak jumlah salinan), dan laci terbuka untuk pembayaran tunai
        bila printer punya laci. Bila printer tidak menjawab, struk dibuka di dialog cetak.
      </Typography.Text>
    </Card>
  );
}
