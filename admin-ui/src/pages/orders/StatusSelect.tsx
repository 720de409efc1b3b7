import { Select } from "antd";
import { ORDER_STATUSES, type OrderStatus } from "./types";

const options = ORDER_STATUSES.map((s) => ({ value: s, label: s }));

/** The status selector of an order row: the new status is saved at once. */
export function StatusSelect({
  orderNumber,
  value,
  saving,
  onChange,
}: {
  orderNumber: string;
  value: OrderStatus;
  saving: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <Select<OrderStatus>
      size="small"
      aria-label={`Status ${orderNumber}`}
      value={value}
      options={options}
      loading={saving}
      disabled={saving}
      onChange={onChange}
      style={{ width: 128 }}
    />
  );
}
