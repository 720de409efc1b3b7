import { Button, Form, Space } from "antd";
import { AmountInput } from "./AmountInput";

/**
 * "Jumlah Bayar": the amount the customer hands over, or "Uang Pas" for exactly the total.
 * Enter in it processes (`onEnter`), so a cashier types the amount and finishes there.
 */
export function PaidField({
  id,
  value,
  onChange,
  total,
  locked,
  onEnter,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  total: number;
  locked: boolean;
  onEnter: () => void;
}) {
  return (
    <Form.Item label="Jumlah Bayar" htmlFor={id}>
      <Space.Compact style={{ width: "100%" }}>
        <AmountInput
          id={id}
          value={value}
          onChange={onChange}
          onPressEnter={onEnter}
          placeholder="0"
          size="large"
        />
        <Button size="large" onClick={() => onChange(total)} disabled={locked || total === 0}>
          Uang Pas
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
