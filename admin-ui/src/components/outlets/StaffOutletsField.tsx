import { Form, Select } from "antd";
import { MSG_STAFF_OUTLETS_REQUIRED } from "@konter/ui-kit";
import { useOutlets } from "./useOutlets";

/**
 * The outlets a staff member works at, on the user form: only in a shop with several outlets
 * (a shop with one puts everyone there). At least one.
 */
export function StaffOutletsField() {
  const { outlets, several } = useOutlets();
  if (!several) return null;
  return (
    <Form.Item
      label="Outlet"
      name="outlet_ids"
      rules={[{ required: true, type: "array", min: 1, message: MSG_STAFF_OUTLETS_REQUIRED }]}
    >
      <Select<number[]>
        mode="multiple"
        placeholder="Pilih outlet"
        options={outlets.map((o) => ({ value: Number(o.id), label: o.name }))}
      />
    </Form.Item>
  );
}
