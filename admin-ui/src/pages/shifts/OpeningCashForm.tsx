import { useId } from "react";
import { Button, Form } from "antd";
import { RupiahInput } from "../../components/RupiahInput";
import { useShiftAction } from "./useShiftAction";
import { MSG_OPENED, MSG_OPEN_FAILED } from "./types";

/** The opening cash (modal awal) and 'Buka Shift': opens the signed-in cashier's shift. */
export function OpeningCashForm({
  layout = "inline",
  onOpened,
}: {
  layout?: "inline" | "vertical";
  onOpened?: () => void;
}) {
  const formName = useId();
  const { run, pending } = useShiftAction(MSG_OPEN_FAILED, MSG_OPENED);
  return (
    <Form
      name={formName}
      layout={layout}
      initialValues={{ opening_cash: null }}
      onFinish={(v: { opening_cash?: number | null }) =>
        run("/api/shifts", { opening_cash: v.opening_cash ?? 0 }, () => onOpened?.())
      }
    >
      <Form.Item name="opening_cash" label="Modal awal" style={{ minWidth: 240 }}>
        <RupiahInput autoFocus placeholder="0" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={pending}>
          Buka Shift
        </Button>
      </Form.Item>
    </Form>
  );
}
