import type { BaseKey } from "@refinedev/core";
import { Button, Empty, InputNumber, Space, Typography } from "antd";
import { DeleteOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { formatRupiah } from "../../lib/format";
import { unitPrice, type CartLine, type CustomerType } from "./cart";
import { MSG_EMPTY_CART } from "@konter/ui-kit";

/**
 * The cart's lines: name, unit price for the customer type, quantity (−/+ or
 * typed; 0 removes the line), line total, remove. Read-only for a member's
 * order and after the sale is processed.
 *
 * Its controls are left out of the Tab order (tabIndex -1): from the search, Tab goes straight
 * on to the payment whatever the number of lines; scanning again raises a quantity.
 */
export function CartList({
  lines,
  customerType,
  readOnly,
  onQuantity,
  onRemove,
  emptyText = MSG_EMPTY_CART,
  label = "Keranjang belanja",
}: {
  lines: CartLine[];
  customerType: CustomerType;
  readOnly?: boolean;
  onQuantity: (productId: BaseKey, quantity: number | null) => void;
  onRemove: (productId: BaseKey) => void;
  emptyText?: string;
  /** The list's accessible name. */
  label?: string;
}) {
  if (lines.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        style={{ margin: "24px 0 12px" }}
      />
    );
  }
  return (
    <ul className="cashier-lines" aria-label={label}>
      {lines.map((line) => {
        const price = unitPrice(line, customerType);
        return (
          <li key={String(line.product_id)} className="cashier-line" data-testid="cart-line">
            <div className="cashier-line__info">
              <Typography.Text strong className="cashier-line__name">
                {line.name}
              </Typography.Text>
              <Typography.Text type="secondary" className="cashier-line__price">
                {formatRupiah(price)}
                {!readOnly && ` · stok ${line.stock.toLocaleString("id-ID")}`}
              </Typography.Text>
              {line.units?.length ? (
                <Typography.Text
                  type="secondary"
                  className="cashier-line__units"
                  data-testid="cart-line-units"
                >
                  {line.units.map((u) => u.number).join(", ")}
                </Typography.Text>
              ) : null}
            </div>
            <div className="cashier-line__qty">
              {readOnly ? (
                <Typography.Text aria-label={`Jumlah ${line.name}`}>
                  × {line.quantity.toLocaleString("id-ID")}
                </Typography.Text>
              ) : (
                <Space.Compact>
                  <Button
                    icon={<MinusOutlined />}
                    aria-label={`Kurangi ${line.name}`}
                    tabIndex={-1}
                    onClick={() => onQuantity(line.product_id, line.quantity - 1)}
                  />
                  <InputNumber<number>
                    aria-label={`Jumlah ${line.name}`}
                    value={line.quantity}
                    min={0}
                    precision={0}
                    controls={false}
                    inputMode="numeric"
                    tabIndex={-1}
                    onChange={(v) => onQuantity(line.product_id, v)}
                    style={{ width: 56, textAlign: "center" }}
                  />
                  <Button
                    icon={<PlusOutlined />}
                    aria-label={`Tambah jumlah ${line.name}`}
                    tabIndex={-1}
                    onClick={() => onQuantity(line.product_id, line.quantity + 1)}
                  />
                </Space.Compact>
              )}
            </div>
            <Typography.Text strong className="cashier-line__total" data-testid="cart-line-total">
              {formatRupiah(line.quantity * price)}
            </Typography.Text>
            {!readOnly && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Hapus ${line.name}`}
                tabIndex={-1}
                onClick={() => onRemove(line.product_id)}
                className="cashier-line__remove"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
