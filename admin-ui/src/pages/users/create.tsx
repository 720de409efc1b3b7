import { Form, Input, Modal, Select, Switch, type FormProps, type ModalProps } from "antd";
import { submitForm } from "../../components/modalForm";
import { MSG_REQUIRED_FIELDS, type ApiSchemas } from "@konter/ui-kit";
import { StaffOutletsField } from "../../components/outlets/StaffOutletsField";

export const REQUIRED_FIELDS = MSG_REQUIRED_FIELDS;

export const ROLE_OPTIONS = [
  { value: "Kasir", label: "Kasir" },
  { value: "Teknisi", label: "Teknisi" },
  { value: "Admin", label: "Admin" },
];

/**
 * "Teknisi" on an Admin's or a Kasir's account: servis may be assigned to them. A Teknisi always
 * repairs, so the switch is not shown for that role.
 */
export function TechnicianSwitch() {
  return (
    <Form.Item noStyle dependencies={["role"]}>
      {({ getFieldValue }) =>
        getFieldValue("role") === "Teknisi" ? null : (
          <Form.Item
            label="Teknisi"
            name="technician"
            valuePropName="checked"
            extra="Admin atau Kasir yang juga memperbaiki perangkat: servis dapat ditugaskan kepadanya."
          >
            <Switch />
          </Form.Item>
        )
      }
    </Form.Item>
  );
}

export type UserCreateBody = ApiSchemas["StaffCreateInputBody"];

/**
 * "Tambah User": email, password, full name and role are all
 * required; the role defaults to Kasir. The placeholder says "Minimal 6
 * karakter"; the server enforces its own password rule and says so.
 */
export function UserCreateModal({
  modalProps,
  formProps,
}: {
  modalProps: ModalProps;
  formProps: FormProps<UserCreateBody>;
}) {
  const required = [{ required: true, whitespace: true, message: REQUIRED_FIELDS }];
  return (
    <Modal {...modalProps} title="Tambah User" okText="Simpan" cancelText="Batal" width={480}>
      <Form<UserCreateBody>
        {...formProps}
        name="user-create"
        layout="vertical"
        initialValues={{ role: "Kasir" }}
        onFinish={(values) =>
          submitForm(formProps, {
            ...values,
            email: values.email?.trim(),
            full_name: values.full_name?.trim(),
          })
        }
      >
        <Form.Item label="Email" name="email" rules={required}>
          <Input type="email" autoComplete="off" maxLength={254} placeholder="nama@contoh.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={required}>
          <Input.Password
            autoComplete="new-password"
            maxLength={200}
            placeholder="Minimal 6 karakter"
          />
        </Form.Item>
        <Form.Item label="Nama Lengkap" name="full_name" rules={required}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: REQUIRED_FIELDS }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <TechnicianSwitch />
        <StaffOutletsField />
      </Form>
    </Modal>
  );
}
