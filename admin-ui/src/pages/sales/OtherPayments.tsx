import { useRef } from "react";
import { Button, Flex, Input, Select } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { CREDIT_METHOD } from "@konter/ui-kit";
import { AmountInput } from "./AmountInput";
import { methodLabel, type NonCashMethod, type OtherPayment } from "./payments";

/**
 * The payments besides cash, on both cashiers and the instalment payment: a row per method
 * (QRIS, transfer, debit card, e-wallet — those the shop takes), each with its amount and an
 * optional reference. A new row starts with what is left to pay. (A QRIS row's code shows in
 * QrisWaiting.)
 */
export function OtherPayments({
  idPrefix,
  accepted,
  rows,
  onChange,
  left,
  disabled,
}: {
  idPrefix: string;
  accepted: readonly NonCashMethod[];
  rows: readonly OtherPayment[];
  onChange: (rows: OtherPayment[]) => void;
  /** What is still to pay: a new row's amount. */
  left: number;
  disabled?: boolean;
}) {
  const nextKey = useRef(1);
  if (accepted.length === 0) return null;
  const change = (key: number, patch: Partial<OtherPayment>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="cashier-others" role="group" aria-label="Pembayaran non-tunai">
      {rows.map((row) => {
        const label = methodLabel(row.method);
        return (
          <div key={row.key} className="cashier-others__row" data-testid="other-payment">
            <Flex gap={8} wrap align="center">
              <Select<NonCashMethod>
                aria-label="Metode pembayaran non-tunai"
                value={row.method}
                disabled={disabled}
                style={{ minWidth: 140 }}
                onChange={(method) => change(row.key, { method, confirmed: false })}
                options={accepted.map((m) => ({ value: m, label: methodLabel(m) }))}
              />
              <AmountInput
                id={`${idPrefix}-other-${row.key}`}
                aria-label={`Jumlah ${label}`}
                value={row.amount}
                disabled={disabled}
                onChange={(amount) => change(row.key, { amount, confirmed: false })}
                placeholder="0"
                style={{ flex: "1 1 120px" }}
              />
              <Input
                aria-label={`No. referensi ${label}`}
                placeholder={row.method === CREDIT_METHOD ? "No. retur (RTR-…)" : "No. referensi"}
                value={row.reference}
                maxLength={100}
                disabled={disabled}
                onChange={(e) => change(row.key, { reference: e.target.value })}
                style={{ flex: "1 1 120px" }}
              />
              <Button
                aria-label={`Hapus pembayaran ${label}`}
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              />
            </Flex>
          </div>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled}
        block
        onClick={() =>
          onChange([
            ...rows,
            {
              key: nextKey.current++,
              method: accepted[0],
              amount: left > 0 ? left : null,
              reference: "",
            },
          ])
        }
      >
        Tambah pembayaran non-tunai
      </Button>
    </div>
  );
}
