import { useEffect, useRef, useState } from "react";
import { useInvalidate, useNotification } from "@refinedev/core";
import { Button, Col, DatePicker, Flex, Input, Modal, Row, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import dayjs, { type Dayjs } from "dayjs";
import type { Product } from "../../interfaces";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { useReloadQueries } from "../../components/useReloadQueries";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { AmountInput } from "../sales/AmountInput";
import { SupplierSelect } from "../products/SupplierSelect";
import { SupplierMethodPicker, type SupplierMethod } from "./SupplierMethod";
import { UnitScanner } from "../products/UnitScanner";
import { toUnitNumbers } from "../products/unitNumbers";
import {
  MSG_GOODS_RECEIPT_NO_LINES,
  MSG_GOODS_RECEIPT_NO_SUPPLIER,
  MSG_RECEIVED,
  MSG_RECEIVE_FAILED,
  type GoodsReceipt,
} from "./types";

/** One product on the supplier's invoice as the dialog holds it. */
export interface ReceiveLine {
  key: number;
  product: Pick<Product, "id" | "name" | "tracked" | "buy_price">;
  quantity: number | null;
  buyPrice: number | null;
  units: readonly string[];
}

/** How many came in: the units scanned for a tracked product, else the quantity typed. */
export const lineQuantity = (l: ReceiveLine) =>
  l.product.tracked ? l.units.length : Math.max(0, Math.floor(l.quantity ?? 0));

/** POST /api/goods-receipts' body: the server prices nothing but checks every number. */
export function toGoodsReceiptBody(v: {
  supplierId: number | null;
  invoice: string;
  receivedOn: Dayjs | null;
  lines: readonly ReceiveLine[];
  paid: number | null;
  method: SupplierMethod;
}) {
  return {
    supplier_id: v.supplierId ?? undefined,
    invoice_number: v.invoice.trim(),
    received_on: v.receivedOn ? v.receivedOn.format("YYYY-MM-DD") : undefined,
    paid: Math.max(0, Math.floor(v.paid ?? 0)),
    method: v.method,
    lines: v.lines.map((l) => ({
      product_id: Number(l.product.id),
      buy_price: Math.max(0, Math.floor(l.buyPrice ?? 0)),
      ...(l.product.tracked
        ? { units: l.units.map(toUnitNumbers) }
        : { quantity: lineQuantity(l) }),
    })),
  };
}

/**
 * Terima Barang: the goods on a supplier's invoice — the supplier, its invoice number and date,
 * each product with how many and the buy price (phones and laptops by scanning each unit's IMEI
 * or serial), and what was paid now, by transfer or in cash out of the drawer. Posting adds the
 * stock through the ledger.
 */
export function ReceiveModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const reload = useReloadQueries();
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [invoice, setInvoice] = useState("");
  const [receivedOn, setReceivedOn] = useState<Dayjs | null>(dayjs());
  const [lines, setLines] = useState<ReceiveLine[]>([]);
  const [paid, setPaid] = useState<number | null>(null);
  const [method, setMethod] = useState<SupplierMethod>("transfer");
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);

  useEffect(() => {
    if (!open) return;
    setSupplierId(null);
    setInvoice("");
    setReceivedOn(dayjs());
    setLines([]);
    setPaid(null);
    setMethod("transfer");
  }, [open]);

  const total = lines.reduce((sum, l) => sum + lineQuantity(l) * Math.floor(l.buyPrice ?? 0), 0);
  const change = (key: number, patch: Partial<ReceiveLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const refuse = (message: string) => notify?.({ type: "error", message });

  const pick = (product: Product | undefined) => {
    if (!product) return;
    setLines((all) => [
      ...all,
      {
        key: nextKey.current++,
        product,
        quantity: product.tracked ? null : 1,
        buyPrice: product.buy_price || null,
        units: [],
      },
    ]);
  };

  const submit = async () => {
    if (busy) return;
    if (supplierId === null) return refuse(MSG_GOODS_RECEIPT_NO_SUPPLIER);
    if (lines.length === 0) return refuse(MSG_GOODS_RECEIPT_NO_LINES);
    setBusy(true);
    try {
      const saved = await apiFetch<GoodsReceipt>("/api/goods-receipts", {
        method: "POST",
        json: toGoodsReceiptBody({ supplierId, invoice, receivedOn, lines, paid, method }),
      });
      notify?.({ type: "success", message: `${MSG_RECEIVED} (${saved.number})` });
      reload("goods-receipts");
      void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      onClose();
    } catch (error) {
      refuse(refusalOrFailure(MSG_RECEIVE_FAILED, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Terima Barang dari Supplier"
      okText="Simpan Penerimaan"
      cancelText="Batal"
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <label htmlFor="receive-supplier" className="goods-receipt-label">
            Supplier
          </label>
          <SupplierSelect id="receive-supplier" value={supplierId} onChange={setSupplierId} />
        </Col>
        <Col xs={12} md={7}>
          <label htmlFor="receive-invoice" className="goods-receipt-label">
            No. Faktur
          </label>
          <Input
            id="receive-invoice"
            value={invoice}
            maxLength={200}
            onChange={(e) => setInvoice(e.target.value)}
          />
        </Col>
        <Col xs={12} md={7}>
          <label htmlFor="receive-date" className="goods-receipt-label">
            Tanggal Terima
          </label>
          <DatePicker
            id="receive-date"
            value={receivedOn}
            onChange={setReceivedOn}
            format="DD/MM/YYYY"
            style={{ width: "100%" }}
          />
        </Col>
      </Row>
      <label htmlFor="receive-product" className="goods-receipt-label" style={{ marginTop: 12 }}>
        Tambah barang
      </label>
      <SearchSelect<Product>
        resource="products"
        pageSize={30}
        optionLabel={(p) => p.name}
        id="receive-product"
        value={null}
        placeholder="Cari barang"
        onChange={(_, product) => pick(product)}
        style={{ width: "100%" }}
        suffixIcon={<PlusOutlined />}
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="receive-lines">
        {lines.map((l) => (
          <div key={l.key} className="goods-receipt-line" data-testid="receive-line">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>{l.product.name}</Typography.Text>
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Hapus ${l.product.name}`}
                onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
              />
            </Flex>
            <Row gutter={8} style={{ marginTop: 6 }}>
              <Col xs={12} md={6}>
                <label htmlFor={`receive-qty-${l.key}`} className="goods-receipt-label">
                  Jumlah
                </label>
                {l.product.tracked ? (
                  <Input id={`receive-qty-${l.key}`} value={String(l.units.length)} disabled />
                ) : (
                  <AmountInput
                    id={`receive-qty-${l.key}`}
                    aria-label={`Jumlah ${l.product.name}`}
                    prefix={null}
                    value={l.quantity}
                    onChange={(quantity) => change(l.key, { quantity })}
                  />
                )}
              </Col>
              <Col xs={12} md={8}>
                <label htmlFor={`receive-price-${l.key}`} className="goods-receipt-label">
                  Harga Beli
                </label>
                <AmountInput
                  id={`receive-price-${l.key}`}
                  aria-label={`Harga beli ${l.product.name}`}
                  value={l.buyPrice}
                  onChange={(buyPrice) => change(l.key, { buyPrice })}
                />
              </Col>
              <Col xs={24} md={10} style={{ textAlign: "right", alignSelf: "end" }}>
                {formatRupiah(lineQuantity(l) * Math.floor(l.buyPrice ?? 0))}
              </Col>
            </Row>
            {l.product.tracked && (
              <div style={{ marginTop: 6 }}>
                <label htmlFor={`receive-units-${l.key}`} className="goods-receipt-label">
                  IMEI / nomor seri {l.product.name}
                </label>
                <UnitScanner
                  id={`receive-units-${l.key}`}
                  value={l.units}
                  onChange={(units) => change(l.key, { units })}
                  onRefused={refuse}
                />
              </div>
            )}
          </div>
        ))}
      </Flex>
      <Flex justify="space-between" align="end" gap={12} wrap style={{ marginTop: 12 }}>
        <div>
          <label htmlFor="receive-paid" className="goods-receipt-label">
            Dibayar sekarang
          </label>
          <AmountInput id="receive-paid" value={paid} onChange={setPaid} placeholder="0" />
        </div>
        <SupplierMethodPicker id="receive-method" value={method} onChange={setMethod} />
        <Typography.Text strong data-testid="receive-total">
          Total {formatRupiah(total)}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
