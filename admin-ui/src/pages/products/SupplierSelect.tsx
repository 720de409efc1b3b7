import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { Supplier } from "../../interfaces";
import { MSG_SUPPLIER_NOT_FOUND } from "@konter/ui-kit";

/** Supplier of a product or of incoming stock: searchable (name or phone), optional. */
export function SupplierSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { selectProps } = useSelect<Supplier>({
    resource: "suppliers",
    optionLabel: "name",
    optionValue: "id",
    onSearch: (q) => [{ field: "q", operator: "contains", value: q }],
    pagination: { pageSize: 50 },
    defaultValue: value ?? undefined,
  });
  return (
    <Select
      {...(selectProps as SelectProps)}
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as number | undefined) ?? null)}
      allowClear
      placeholder="Tanpa supplier"
      notFoundContent={MSG_SUPPLIER_NOT_FOUND}
    />
  );
}
