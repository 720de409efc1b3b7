import { useEffect, type KeyboardEvent } from "react";
import { Button, Empty, Flex, Input, Modal, Typography } from "antd";
import { BarcodeOutlined } from "@ant-design/icons";
import type { Product, Unit } from "../../interfaces";
import type { ScannedUnit } from "./cart";
import { useServerSearch } from "../../components/serverSearch/useServerSearch";

/** The number the receipt prints for a unit: its IMEI, else its serial. */
function numberOf(u: Unit): string {
  return u.imei ?? u.serial ?? "";
}

/**
 * "Pilih unit": a phone or laptop chosen by name at the cashier asks which of its units in the
 * shop leaves with the customer. Scanning or typing part of an IMEI narrows the list (searched
 * on the server); Enter with one match takes it, once the server answered what was typed. Units
 * already in the cart are not offered.
 */
export function UnitPicker({
  product,
  inCart,
  onPick,
  onClose,
}: {
  product: Product | null;
  inCart: readonly number[];
  onPick: (product: Product, unit: ScannedUnit) => void;
  onClose: () => void;
}) {
  const search = useServerSearch<Unit>({
    resource: "units",
    filters: [
      { field: "product_id", operator: "eq", value: product?.id },
      { field: "status", operator: "eq", value: "in_stock" },
    ],
    pageSize: 100,
    enabled: product !== null,
  });
  const { searchNow } = search;
  useEffect(() => searchNow(""), [product, searchNow]);
  const left = (found: readonly Unit[]) => found.filter((u) => !inCart.includes(Number(u.id)));
  const units = left(search.found ?? []);
  const take = (u: Unit) => {
    if (product) onPick(product, { id: Number(u.id), number: numberOf(u) });
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    search.whenAnswered((found) => {
      const match = left(found);
      if (match.length === 1) take(match[0]);
    });
  };

  return (
    <Modal
      open={product !== null}
      title={product ? `Pilih unit ${product.name}` : "Pilih unit"}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input
          autoFocus
          aria-label="Cari atau pindai IMEI/serial"
          placeholder="Pindai atau ketik IMEI/serial"
          prefix={<BarcodeOutlined />}
          value={search.typed}
          onChange={(e) => search.setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          style={{ fontFamily: "monospace" }}
        />
        {search.found && units.length === 0 ? (
          <Empty description="Tidak ada unit di stok." image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Flex vertical gap={6} aria-label="Unit di stok">
            {units.map((u) => (
              <Button
                key={u.id}
                block
                onClick={() => take(u)}
                style={{ justifyContent: "space-between", height: "auto", padding: "6px 12px" }}
              >
                <Typography.Text style={{ fontFamily: "monospace" }}>{numberOf(u)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  masuk {u.received_on}
                </Typography.Text>
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
