import { useState } from "react";
import { useModalForm, useSelect } from "@refinedev/antd";
import type { BaseKey, HttpError } from "@refinedev/core";
import { Button, Select, Space, Tooltip, type SelectProps } from "antd";
import { UserAddOutlined } from "@ant-design/icons";
import type { ContactBody, Customer } from "../../interfaces";
import { ContactModal } from "../../components/addressBook/ContactModal";
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
  // The customer just added, until the list's refetch brings it.
  const [added, setAdded] = useState<Customer | null>(null);
  const { selectProps } = useSelect<Customer>({
    resource: "customers",
    optionLabel: customerLabel,
    optionValue: "id",
    onSearch: (q) => [{ field: "q", operator: "contains", value: q }],
    pagination: { pageSize: 50 },
    defaultValue: value ?? undefined,
  });
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

  const options = [...(selectProps.options ?? [])];
  if (added && !options.some((o) => String(o.value) === String(added.id))) {
    options.unshift({ value: added.id, label: customerLabel(added) });
  }

  return (
    <>
      <Space.Compact style={{ width: "100%" }}>
        <Select
          {...(selectProps as SelectProps)}
          options={options}
          id={id}
          value={value ?? undefined}
          onChange={(v) => onChange?.((v as BaseKey | undefined) ?? null)}
          onClear={() => onChange?.(null)}
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
