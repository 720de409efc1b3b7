import { useEffect, useId, type ReactNode } from "react";
import { Form, Input, Modal, type FormInstance } from "antd";
import { MSG_NO_REASON } from "@konter/ui-kit";

/**
 * A dialog with a small form that changes the open shift (cash in or out, Buka Laci): the form
 * starts from `initial` each time it opens, and the dialog's button submits it.
 */
export function ShiftFormModal<V extends object>({
  open,
  title,
  okText,
  pending,
  initial,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  pending: boolean;
  initial: V;
  onSubmit: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formName = useId();
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (open) (form as FormInstance).setFieldsValue(initial);
    // `initial` is read when the dialog opens; a new object each render must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Batal"
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name={formName} layout="vertical" onFinish={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}

/** The reason a shift's change is made, required. */
export function ReasonField({
  placeholder,
  autoFocus,
}: {
  placeholder: string;
  autoFocus?: boolean;
}) {
  return (
    <Form.Item
      name="reason"
      label="Alasan"
      rules={[{ required: true, whitespace: true, message: MSG_NO_REASON }]}
    >
      <Input maxLength={200} autoFocus={autoFocus} placeholder={placeholder} />
    </Form.Item>
  );
}
