import { Form, Input, Modal, Select, type FormProps, type ModalProps } from "antd";
import { submitForm } from "../../components/modalForm";
import { ROLE_OPTIONS, TechnicianSwitch } from "./create";
import { MSG_NAME_AND_ROLE, type ApiSchemas } from "@konter/ui-kit";
import { StaffOutletsField } from "../../components/outlets/StaffOutletsField";

export const NAME_AND_ROLE_REQUIRED = MSG_NAME_AND_ROLE;

export type UserUpdateBody = ApiSchemas["StaffUpdateInputBody"];

/** "Edit User": full name and role, both required; the technician switch; the outlets in a shop with several. */
export function UserEditModal({
  email,
  modalProps,
  formProps,
}: {
  email?: string;
  modalProps: ModalProps;
  formProps: FormProps<UserUpdateBody>;
}) {
  const required = [{ required: true, whitespace: true, message: NAME_AND_ROLE_REQUIRED }];
  return (
    <Modal {...modalProps} title="Edit User" okText="Simpan" cancelText="Batal" width={480}>
      <Form<UserUpdateBody>
        {...formProps}
        name="user-edit"
        layout="vertical"
        onFinish={(values) =>
          submitForm(formProps, {
            full_name: values.full_name?.trim(),
            role: values.role,
            outlet_ids: values.outlet_ids,
            technician: values.technician ?? false,
          })
        }
      >
        {email && (
          <Form.Item label="Email">
            <Input value={email} disabled />
          </Form.Item>
        )}
        <Form.Item label="Nama Lengkap" name="full_name" rules={required}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={required}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <TechnicianSwitch />
        <StaffOutletsField />
      </Form>
    </Modal>
  );
}
