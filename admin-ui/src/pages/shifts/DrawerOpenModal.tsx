import { useEffect, useId } from "react";
import { Form, Input, Modal } from "antd";
import { MSG_NO_REASON } from "@konter/ui-kit";
import { useDrawerKick } from "../../printing/useDrawerKick";
import { useShiftAction } from "./useShiftAction";
import { MSG_DRAWER_FAILED, MSG_DRAWER_OPENED, type Shift } from "./types";

/**
 * Buka Laci: the cash drawer opened without a sale. The reason is recorded in the shift (who and
 * when with it, for the Admin's shift report), then this device's printer kicks the drawer open.
 */
export function DrawerOpenModal({
  shift,
  open,
  onClose,
}: {
  shift: Shift;
  open: boolean;
  onClose: () => void;
}) {
  const formName = useId();
  const [form] = Form.useForm<{ reason: string }>();
  const { run, pending } = useShiftAction(MSG_DRAWER_FAILED, MSG_DRAWER_OPENED);
  const kick = useDrawerKick();
  useEffect(() => {
    if (open) form.setFieldsValue({ reason: "" });
  }, [open, form]);

  return (
    <Modal
      open={open}
      title="Buka Laci"
      okText="Buka Laci"
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
        onFinish={(v) =>
          run(`/api/shifts/${shift.id}/drawer-openings`, v, () => {
            kick();
            onClose();
          })
        }
      >
        <Form.Item
          name="reason"
          label="Alasan"
          rules={[{ required: true, whitespace: true, message: MSG_NO_REASON }]}
        >
          <Input maxLength={200} autoFocus placeholder="Tukar uang receh, cek uang di laci…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
