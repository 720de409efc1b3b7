import { useEffect, useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button, Flex, Form, Select, Switch, Typography } from "antd";
import { ApiOutlined, PrinterOutlined } from "@ant-design/icons";
import { failureText } from "../lib/notify";
import { pairPrinter, pairedName, reconnectPrinter } from "./browserTransport";
import type { DevicePrinter, PairedDevice, TransportKind } from "./devicePrinter";

/**
 * The printer this device reaches from the browser (USB, serial or Bluetooth): Hubungkan printer
 * (the browser's chooser), whether it is connected (reconnected on a later visit where the browser
 * allows), its paper and drawer.
 */
export function BrowserPrinterFields({
  kind,
  device,
  onChange,
  onTestPrint,
}: {
  kind: TransportKind;
  device: DevicePrinter;
  onChange: (patch: Partial<DevicePrinter>) => void;
  onTestPrint: (kind: TransportKind) => void;
}) {
  const { open: notify } = useNotification();
  const [connected, setConnected] = useState<PairedDevice | null>(null);
  const [pairing, setPairing] = useState(false);

  useEffect(() => {
    let live = true;
    setConnected(null);
    reconnectPrinter(kind).then(
      (found) => live && setConnected(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kind]);

  const pair = () => {
    setPairing(true);
    pairPrinter(kind)
      .then((found) => {
        setConnected(found);
        onChange({});
        notify?.({ type: "success", message: `${pairedName(kind, found)} terhubung.` });
      })
      .catch((error: unknown) =>
        notify?.({ type: "error", message: failureText("Gagal menghubungkan", error) }),
      )
      .finally(() => setPairing(false));
  };

  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Button icon={<ApiOutlined />} loading={pairing} onClick={pair}>
          Hubungkan printer
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => onTestPrint(kind)}>
          Cetak halaman uji
        </Button>
        <Typography.Text type={connected ? "success" : "secondary"} role="status">
          {connected
            ? `Terhubung: ${pairedName(kind, connected)}`
            : device.paired[kind]
              ? `Belum terhubung: ${pairedName(kind, device.paired[kind])}`
              : "Belum ada printer yang dihubungkan"}
        </Typography.Text>
      </Flex>
      <Flex gap={24} wrap align="flex-end">
        <Form.Item label="Kertas" htmlFor="device-paper" style={{ marginBottom: 12 }}>
          <Select
            id="device-paper"
            value={device.paper}
            onChange={(paper) => onChange({ paper })}
            style={{ width: 140 }}
            options={[
              { value: "58mm", label: "58 mm" },
              { value: "80mm", label: "80 mm" },
            ]}
          />
        </Form.Item>
        <Form.Item label="Laci uang" htmlFor="device-drawer" style={{ marginBottom: 12 }}>
          <Switch
            id="device-drawer"
            checked={device.drawer}
            onChange={(drawer) => onChange({ drawer })}
          />
        </Form.Item>
      </Flex>
    </>
  );
}
