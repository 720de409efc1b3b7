import type { BaseKey } from "@refinedev/core";
import type { Supplier } from "../../interfaces";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
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
  return (
    <SearchSelect<Supplier>
      resource="suppliers"
      optionLabel={(s) => s.name}
      id={id}
      value={value}
      onChange={(v: BaseKey | null) => onChange?.(v === null ? null : Number(v))}
      allowClear
      placeholder="Tanpa supplier"
      notFoundContent={MSG_SUPPLIER_NOT_FOUND}
    />
  );
}
