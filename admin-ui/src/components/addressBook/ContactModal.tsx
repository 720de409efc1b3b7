import { Form, Input, Modal, type FormProps, type ModalProps } from "antd";
import { submitForm } from "../modalForm";
import type { ContactBody } from "../../interfaces";
import { contactBody } from "./book";

/** The add/edit dialog of an address-book entry: name (required), phone, address. */
export function ContactModal({
  title,
  formName,
  nameLabel,
  nameRequired,
  modalProps,
  formProps,
}: {
  title: string;
  /** Unique per dialog on the page: field ids derive from it. */
  formName: string;
  nameLabel: string;
  nameRequired: string;
  modalProps: ModalProps;
  formProps: FormProps<ContactBody>;
}) {
  return (
    <Modal {...modalProps} title={title} okText="Simpan" cancelText="Batal" width={520}>
      <Form<ContactBody>
        {...formProps}
        // Distinct field ids for the add and the edit dialog (both stay mounted).
        name={formName}
        layout="vertical"
        onFinish={(values) => submitForm(formProps, contactBody(values))}
      >
        <Form.Item
          label={nameLabel}
          name="name"
          rules={[{ required: true, whitespace: true, message: nameRequired }]}
        >
          <Input maxLength={120} autoFocus />
        </Form.Item>
        <Form.Item label="No. Telepon" name="phone">
          <Input maxLength={40} inputMode="tel" placeholder="08xxxxxxxxxx" />
        </Form.Item>
        <Form.Item label="Alamat" name="address">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
