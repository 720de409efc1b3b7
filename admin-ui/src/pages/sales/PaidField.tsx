import { Button, Form } from "antd";
import { formatThousands } from "../../lib/format";
import { AmountInput } from "./AmountInput";
import { Kbd } from "./Kbd";
import { quickCashAmounts } from "./quickCash";
import { SHORTCUT_KEYS } from "./shortcuts";

/**
 * "Jumlah Bayar" (F8): the amount the customer hands over, typed or one tap on the quick cash
 * buttons: 'Uang Pas' for exactly the total, then the round amounts a customer hands over.
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
    <Form.Item
      label={
        <>
          Jumlah Bayar <Kbd>{SHORTCUT_KEYS.amount}</Kbd>
        </>
      }
      htmlFor={id}
      className="cashier-paid"
    >
      <AmountInput
        id={id}
        value={value}
        onChange={onChange}
        onPressEnter={onEnter}
        placeholder="0"
        size="large"
        aria-keyshortcuts={SHORTCUT_KEYS.amount}
      />
      <div className="cashier-quick-cash" role="group" aria-label="Uang cepat">
        <Button onClick={() => onChange(total)} disabled={locked || total === 0}>
          Uang Pas
        </Button>
        {quickCashAmounts(total).map((amount) => (
          <Button
            key={amount}
            onClick={() => onChange(amount)}
            disabled={locked}
            aria-label={`Bayar Rp ${formatThousands(amount)}`}
          >
            {formatThousands(amount)}
          </Button>
        ))}
      </div>
    </Form.Item>
  );
}
