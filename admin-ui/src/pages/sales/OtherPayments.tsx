import { Button, Flex, Input, Select } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { CREDIT_METHOD } from "@konter/ui-kit";
import { AmountInput } from "./AmountInput";
import {
  methodLabel,
  newRowKey,
  otherSum,
  returnIdOf,
  type NonCashMethod,
  type OtherPayment,
} from "./payments";
import { useExchangeCredit } from "./useExchangeCredit";

/**
 * The payments besides cash, on both cashiers and the instalment payment: a row per method
 * (QRIS, transfer, debit card, e-wallet — those the shop takes), each with its amount and an
 * optional reference. A new row starts with what is left to pay; a Tukar Barang row instead
 * waits for the return's number (typed, or scanned from its receipt) and takes its credit.
 * (A QRIS row's code shows in QrisWaiting.)
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
  const takeCredit = useExchangeCredit({ rows, onChange, due: left + otherSum(rows) });
  if (accepted.length === 0) return null;
  const change = (key: number, patch: Partial<OtherPayment>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  /** What a new row, or a row changed to `method`, starts with. */
  const startAmount = (method: NonCashMethod) =>
    method === CREDIT_METHOD || left <= 0 ? null : left;
  return (
    <div className="cashier-others" role="group" aria-label="Pembayaran non-tunai">
      {rows.map((row) => {
        const label = methodLabel(row.method);
        const credit = row.method === CREDIT_METHOD;
        return (
          <div key={row.key} className="cashier-others__row" data-testid="other-payment">
            <Flex gap={8} wrap align="center">
              <Select<NonCashMethod>
                aria-label="Metode pembayaran non-tunai"
                value={row.method}
                disabled={disabled}
                style={{ minWidth: 140 }}
                onChange={(method) =>
                  change(row.key, {
                    method,
                    confirmed: false,
                    ...(method === CREDIT_METHOD || row.method === CREDIT_METHOD
                      ? { amount: startAmount(method), reference: "" }
                      : {}),
                  })
                }
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
                placeholder={credit ? "No. retur (RTR-…)" : "No. referensi"}
                value={row.reference}
                maxLength={100}
                disabled={disabled}
                onChange={(e) => change(row.key, { reference: e.target.value })}
                onPressEnter={() => {
                  if (credit) void takeCredit(row.reference);
                }}
                onBlur={() => {
                  if (credit && row.amount == null && returnIdOf(row.reference) != null)
                    void takeCredit(row.reference);
                }}
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
              key: newRowKey(rows),
              method: accepted[0],
              amount: startAmount(accepted[0]),
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
