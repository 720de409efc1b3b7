import { useEffect, useId } from "react";
import { Form, Input, Modal, Radio } from "antd";
import { MSG_BAD_MOVE_AMOUNT, MSG_NO_REASON, type ApiSchemas } from "@konter/ui-kit";
import { RupiahInput } from "../../components/RupiahInput";
import { useShiftAction } from "./useShiftAction";
import { DIRECTION_LABEL, MSG_MOVED, MSG_MOVE_FAILED, type CashMove, type Shift } from "./types";

/** POST /api/shifts/{id}/cash's body as the form holds it: the amount cleared while typed. */
type Values = Omit<ApiSchemas["Move-shift-cashRequest"], "amount"> & {
  direction: CashMove["direction"];
  amount?: number | null;
};

/** Cash in or out of the drawer, with the reason (buying stock, a bank deposit, change from the owner). */
export function CashMoveModal({
  shift,
  direction,
  onClose,
}: {
  shift: Shift;
  /** The dialog is open for this direction; null: closed. */
  direction: CashMove["direction"] | null;
  onClose: () => void;
}) {
  const formName = useId();
  const [form] = Form.useForm<Values>();
  const { run, pending } = useShiftAction(MSG_MOVE_FAILED, MSG_MOVED);
  useEffect(() => {
    if (direction) form.setFieldsValue({ direction, amount: null, reason: "" });
  }, [direction, form]);

  return (
    <Modal
      open={direction !== null}
      title={direction ? DIRECTION_LABEL[direction] : ""}
      okText="Simpan"
      cancelText="Batal"
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={formName}
        layout="vertical"
        onFinish={(v) => run(`/api/shifts/${shift.id}/cash-moves`, v, onClose)}
      >
        <Form.Item name="direction" label="Jenis">
          <Radio.Group
            optionType="button"
            options={[
              { value: "in", label: DIRECTION_LABEL.in },
              { value: "out", label: DIRECTION_LABEL.out },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Jumlah"
          rules={[{ required: true, type: "number", min: 1, message: MSG_BAD_MOVE_AMOUNT }]}
        >
          <RupiahInput autoFocus />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Alasan"
          rules={[{ required: true, whitespace: true, message: MSG_NO_REASON }]}
        >
          <Input
            maxLength={200}
            placeholder="Beli stok, setor bank, uang kembalian dari pemilik…"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
