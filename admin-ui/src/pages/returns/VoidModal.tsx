import { useEffect, useId } from "react";
import { useCustomMutation, type BaseRecord } from "@refinedev/core";
import { Alert, Form, Input, Modal } from "antd";
import { MSG_NO_REASON } from "@konter/ui-kit";
import { refusalOrFailure } from "../../lib/notify";
import { MSG_VOIDED, MSG_VOID_FAILED } from "./types";

/**
 * Voiding a sale or a repair bill made by mistake: the Admin writes why; the
 * server puts the goods back in stock, cancels the instalment and marks the
 * receipt BATAL.
 */
export function VoidModal<T extends BaseRecord>({
  open,
  number,
  url,
  onClose,
  onDone,
}: {
  open: boolean;
  /** TRX-… or SVC-…, in the title. */
  number: string;
  url: string;
  onClose: () => void;
  onDone: (voided: T) => void;
}) {
  // Ids of its own: the page may hold another form with the same fields (today's report has two lists).
  const formName = useId();
  const [form] = Form.useForm<{ reason?: string }>();
  const { mutate, mutation } = useCustomMutation<T>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = ({ reason }: { reason?: string }) => {
    if (mutation.isPending) return;
    mutate(
      {
        url,
        method: "post",
        values: { reason },
        successNotification: () => ({ type: "success", message: MSG_VOIDED }),
        errorNotification: (error) => ({
          type: "error",
          message: refusalOrFailure(MSG_VOID_FAILED, error),
        }),
      },
      { onSuccess: (res) => onDone(res.data) },
    );
  };

  return (
    <Modal
      open={open}
      title={`Batalkan ${number}`}
      okText="Batalkan Transaksi"
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText="Tutup"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="Barang kembali ke stok, cicilannya dibatalkan dan uang yang sudah diterima dikembalikan ke pelanggan. Struk akan bertanda BATAL."
      />
      <Form form={form} name={formName} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="Alasan"
          rules={[{ required: true, whitespace: true, message: MSG_NO_REASON }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
