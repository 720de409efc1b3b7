import { useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useNotification } from "@refinedev/core";
import { Create } from "@refinedev/antd";
import {
  Button,
  Card,
  Col,
  Flex,
  Input,
  InputNumber,
  List as AntList,
  Row,
  Select,
  Spin,
  Typography,
} from "antd";
import { BarcodeOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import type { Product } from "../../interfaces";
import type { Outlet } from "../outlets/types";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { useScanQueue } from "../../components/useScanQueue";
import { useOutlets } from "../../components/outlets/useOutlets";
import { useMyOutlets } from "../../components/outlets/useMyOutlets";
import { useSessionOutlet } from "./useSessionOutlet";
import { useAttempt } from "./useAttempt";
import { LIST_PATH, type Transfer } from "./types";
import "./transfers.css";

type Unit = ApiSchemas["Unit"];
type Line = { product: Product; quantity: number | null };

/**
 * Kirim Mutasi (/dashboard/stock/transfers/create): the goods leave this outlet's stock as soon
 * as the transfer is sent. Products by quantity are picked by name; phones and laptops by their
 * IMEI or serial, scanned one after another.
 */
export default function TransferCreatePage() {
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const { outlets } = useOutlets();
  const { mine } = useMyOutlets();
  const session = useSessionOutlet();
  const attempt = useAttempt();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const [units, setUnits] = useState<Unit[]>([]);
  const [scan, setScan] = useState("");
  const [sending, setSending] = useState(false);
  const sender = from ?? session;

  const refuse = (message: string) => notify?.({ type: "error", message });

  const pick = (product: Product | undefined) => {
    if (!product) return;
    if (product.tracked) {
      refuse(`Pindai IMEI/serial setiap unit ${product.name} yang dikirim.`);
      return;
    }
    setLines((all) =>
      all.some((l) => l.product.id === product.id) ? all : [...all, { product, quantity: 1 }],
    );
  };

  const { enqueue, waiting } = useScanQueue(async (number: string) => {
    try {
      const unit = await apiFetch<Unit>(`/api/units/by-number/${encodeURIComponent(number)}`);
      if (unit.status !== "in_stock") {
        refuse(`Unit ${number} tidak ada di stok outlet ini.`);
        return;
      }
      setUnits((all) => {
        if (all.some((u) => u.id === unit.id)) {
          refuse(`Nomor ${number} dimasukkan dua kali.`);
          return all;
        }
        return [...all, unit];
      });
    } catch (error) {
      refuse(failureText("Gagal memindai", error));
    }
  });

  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const number = scan.trim();
    setScan("");
    if (number) enqueue(number);
  };

  const send = async () => {
    setSending(true);
    try {
      const sent = await attempt((key) =>
        apiFetch<Transfer>("/api/stock-transfers", {
          method: "POST",
          headers: { "Idempotency-Key": key },
          json: {
            from_outlet_id: sender ?? 0,
            to_outlet_id: to ?? 0,
            note,
            lines: lines.map((l) => ({
              product_id: l.product.id,
              quantity: Math.floor(l.quantity ?? 0),
            })),
            units: units.map((u) => u.imei ?? u.serial ?? ""),
          },
        }),
      );
      notify?.({ type: "success", message: `Mutasi ${sent.number} dikirim.` });
      navigate(`${LIST_PATH}/${sent.id}`);
    } catch (error) {
      refuse(failureText("Gagal mengirim mutasi", error));
    } finally {
      setSending(false);
    }
  };

  const option = (o: Outlet) => ({ value: Number(o.id), label: o.name });
  const outletOptions = outlets.map(option);
  return (
    <Create
      title="Kirim Mutasi Stok"
      breadcrumb={false}
      goBack={false}
      headerButtons={() => <Link to={LIST_PATH}>← Daftar mutasi</Link>}
      footerButtons={() => (
        <Button type="primary" loading={sending} disabled={waiting > 0} onClick={() => void send()}>
          Kirim
        </Button>
      )}
    >
      <Flex vertical gap={16}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={8}>
            <label htmlFor="transfer-from" className="transfer-label">
              Dari outlet
            </label>
            <Select
              id="transfer-from"
              style={{ width: "100%" }}
              placeholder="Pilih outlet pengirim"
              value={sender ?? undefined}
              options={mine.map(option)}
              onChange={setFrom}
            />
          </Col>
          <Col xs={24} md={8}>
            <label htmlFor="transfer-to" className="transfer-label">
              Ke outlet
            </label>
            <Select
              id="transfer-to"
              style={{ width: "100%" }}
              placeholder="Pilih outlet tujuan"
              value={to ?? undefined}
              options={outletOptions.filter((o) => o.value !== sender)}
              onChange={setTo}
            />
          </Col>
          <Col xs={24} md={8}>
            <label htmlFor="transfer-note" className="transfer-label">
              Catatan
            </label>
            <Input
              id="transfer-note"
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
          </Col>
        </Row>
        <Card size="small" title="Unit ber-IMEI/serial">
          <label htmlFor="transfer-scan" className="transfer-label">
            Pindai IMEI atau nomor seri
          </label>
          <Input
            id="transfer-scan"
            autoFocus
            placeholder="Pindai IMEI/serial, lalu Enter"
            prefix={<BarcodeOutlined />}
            suffix={waiting > 0 ? <Spin size="small" /> : null}
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onKeyDown={onScanKey}
            className="transfer-scan"
          />
          <AntList
            size="small"
            data-testid="transfer-units"
            locale={{ emptyText: "Belum ada unit dipindai." }}
            dataSource={units}
            renderItem={(u) => (
              <AntList.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Hapus unit ${u.imei ?? u.serial}`}
                    onClick={() => setUnits((all) => all.filter((x) => x.id !== u.id))}
                  />,
                ]}
              >
                <Typography.Text className="transfer-number">{u.imei ?? u.serial}</Typography.Text>
                <Typography.Text type="secondary"> {u.product_name}</Typography.Text>
              </AntList.Item>
            )}
          />
        </Card>
        <Card size="small" title="Barang per jumlah">
          <label htmlFor="transfer-product" className="transfer-label">
            Tambah barang
          </label>
          <SearchSelect<Product>
            resource="products"
            pageSize={30}
            optionLabel={(p) => `${p.name} (stok ${p.stock.toLocaleString("id-ID")})`}
            id="transfer-product"
            value={null}
            placeholder="Cari barang"
            onChange={(_, product) => pick(product)}
            style={{ width: "100%" }}
            suffixIcon={<PlusOutlined />}
          />
          <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="transfer-lines">
            {lines.map((l) => (
              <Flex key={l.product.id} justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>{l.product.name}</Typography.Text>
                <Flex gap={8} align="center">
                  <InputNumber<number>
                    aria-label={`Jumlah ${l.product.name}`}
                    min={1}
                    precision={0}
                    value={l.quantity}
                    onChange={(quantity) =>
                      setLines((all) =>
                        all.map((x) => (x.product.id === l.product.id ? { ...x, quantity } : x)),
                      )
                    }
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Hapus ${l.product.name}`}
                    onClick={() =>
                      setLines((all) => all.filter((x) => x.product.id !== l.product.id))
                    }
                  />
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Card>
      </Flex>
    </Create>
  );
}
