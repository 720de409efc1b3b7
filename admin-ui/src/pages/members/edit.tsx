import { Form, Input, Modal, type FormProps, type ModalProps } from "antd";
import { submitForm } from "../../components/modalForm";
import { MSG_FULL_NAME_REQUIRED, type ApiSchemas } from "@konter/ui-kit";

export const NAME_REQUIRED = MSG_FULL_NAME_REQUIRED;

export type MemberUpdateBody = ApiSchemas["MemberUpdateInputBody"];

/** "Edit Member": the full name is required; phone and address are optional. */
export function MemberEditModal({
  email,
  modalProps,
  formProps,
}: {
  email?: string;
  modalProps: ModalProps;
  formProps: FormProps<MemberUpdateBody>;
}) {
  return (
    <Modal {...modalProps} title="Edit Member" okText="Simpan" cancelText="Batal" width={520}>
      <Form<MemberUpdateBody>
        {...formProps}
        name="member-edit"
        layout="vertical"
        onFinish={(values) =>
          submitForm(formProps, {
            full_name: (values.full_name ?? "").trim(),
            phone: (values.phone ?? "").trim(),
            address: (values.address ?? "").trim(),
          })
        }
      >
        {email && (
          <Form.Item label="Email">
            <Input value={email} disabled />
          </Form.Item>
        )}
        <Form.Item
          label="Nama Lengkap"
          name="full_name"
          rules={[{ required: true, whitespace: true, message: NAME_REQUIRED }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="No. Telepon" name="phone">
          <Input maxLength={40} inputMode="tel" />
        </Form.Item>
        <Form.Item label="Alamat" name="address">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
