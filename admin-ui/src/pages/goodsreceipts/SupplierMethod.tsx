import { Radio } from "antd";

/** How the shop pays a supplier: cash comes out of the payer's open drawer, a transfer does not. */
export type SupplierMethod = "tunai" | "transfer";

/** The choice between cash from the drawer and a bank transfer, under its label. */
export function SupplierMethodPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SupplierMethod;
  onChange: (method: SupplierMethod) => void;
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id} className="goods-receipt-label">
        Cara bayar
      </span>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as SupplierMethod)}
        options={[
          { value: "transfer", label: "Transfer Bank" },
          { value: "tunai", label: "Tunai dari laci" },
        ]}
      />
    </div>
  );
}
