import { useId } from "react";
import { Button, Card, Form, Typography } from "antd";
import { RupiahInput } from "../../components/RupiahInput";
import { useShiftAction } from "./useShiftAction";
import { MSG_OPENED, MSG_OPEN_FAILED } from "./types";

/** Opening a shift with the cash in the drawer (modal awal). */
export function OpenShiftForm({ required }: { required: boolean }) {
  const formName = useId();
  const { run, pending } = useShiftAction(MSG_OPEN_FAILED, MSG_OPENED);
  return (
    <Card title="Buka Shift">
      <Typography.Paragraph type="secondary">
        {required
          ? "Toko mewajibkan kasir membuka shift sebelum menerima pembayaran."
          : "Shift terbuka sendiri dengan pembayaran pertama. Buka sekarang untuk mencatat modal awal di laci."}
      </Typography.Paragraph>
      <Form
        name={formName}
        layout="inline"
        initialValues={{ opening_cash: null }}
        onFinish={(v: { opening_cash?: number | null }) =>
          run("/api/shifts", { opening_cash: v.opening_cash ?? 0 }, () => undefined)
        }
      >
        <Form.Item name="opening_cash" label="Modal awal" style={{ minWidth: 240 }}>
          <RupiahInput autoFocus placeholder="0" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={pending}>
            Buka Shift
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
