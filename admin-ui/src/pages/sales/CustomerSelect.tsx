import { useState } from "react";
import { useModalForm } from "@refinedev/antd";
import type { BaseKey, HttpError } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { UserAddOutlined } from "@ant-design/icons";
import type { ContactBody, Customer } from "../../interfaces";
import { ContactModal } from "../../components/addressBook/ContactModal";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { failure, success } from "../../lib/notify";
import { MSG_NO_CUSTOMER } from "@konter/ui-kit";

/** The name is required when a customer is added from the cashier. */
export const MSG_CUSTOMER_NAME_REQUIRED = "Nama pelanggan wajib diisi.";

function customerLabel(c: Customer): string {
  return c.phone ? `${c.name} · ${c.phone}` : c.name;
}

/**
 * Picks a customer (search by name or phone) with a button to add a new one
 * on the spot (name required; phone and address optional). A new customer is
 * selected at once. Works as an antd Form control (value/onChange).
 */
export function CustomerSelect({
  value,
  onChange,
  id,
  placeholder = "Pilih pelanggan",
  allowClear = true,
  disabled,
  formName = "cashier-customer",
}: {
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** Unique per page: the add dialog's field ids derive from it. */
  formName?: string;
}) {
  // The customer just added: its name is known without asking.
  const [added, setAdded] = useState<Customer | null>(null);
  const create = useModalForm<Customer, HttpError, ContactBody>({
    resource: "customers",
    action: "create",
    redirect: false,
    successNotification: success("Pelanggan berhasil ditambahkan!"),
    errorNotification: failure("Gagal menambah pelanggan"),
    onMutationSuccess: ({ data }) => {
      setAdded(data);
      onChange?.(data.id);
    },
  });

  return (
    <>
      <Space.Compact style={{ width: "100%" }}>
        <SearchSelect<Customer>
          resource="customers"
          optionLabel={customerLabel}
          id={id}
          value={value}
          valueLabel={
            added && String(added.id) === String(value) ? customerLabel(added) : undefined
          }
          onChange={(v) => onChange?.(v)}
          allowClear={allowClear}
          disabled={disabled}
          placeholder={placeholder}
          notFoundContent={MSG_NO_CUSTOMER}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Tooltip title="Tambah pelanggan">
          <Button
            icon={<UserAddOutlined />}
            aria-label="Tambah pelanggan"
            disabled={disabled}
            onClick={() => create.show()}
          />
        </Tooltip>
      </Space.Compact>
      <ContactModal
        title="Tambah Pelanggan"
        formName={formName}
        nameLabel="Nama Pelanggan"
        nameRequired={MSG_CUSTOMER_NAME_REQUIRED}
        modalProps={create.modalProps}
        formProps={create.formProps}
      />
    </>
  );
}
