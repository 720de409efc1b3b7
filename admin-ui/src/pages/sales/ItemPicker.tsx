import { useState, type RefObject } from "react";
import type { Product } from "../../interfaces";
import type { CartLine, CustomerType, ScannedUnit } from "./cart";
import { FrequentItems } from "./FrequentItems";
import { ProductPicker, type ProductPickerHandle } from "./ProductPicker";
import { UnitPicker } from "./UnitPicker";

/**
 * Where a sale's items come from: the search (name, barcode, a unit's IMEI, a return's number)
 * and the frequent items. A phone or laptop chosen by name (or its product barcode) asks which
 * unit leaves the shop.
 */
export function ItemPicker({
  picker,
  customerType,
  lines,
  add,
  addUnit,
  onReturnNumber,
  disabled,
}: {
  picker: RefObject<ProductPickerHandle | null>;
  customerType: CustomerType;
  lines: readonly CartLine[];
  add: (product: Product) => boolean;
  addUnit: (product: Product, unit: ScannedUnit) => boolean;
  onReturnNumber: (number: string) => Promise<void>;
  disabled: boolean;
}) {
  const [unitFor, setUnitFor] = useState<Product | null>(null);
  const pick = (product: Product): boolean => {
    if (!product.tracked) return add(product);
    setUnitFor(product);
    return true;
  };
  return (
    <>
      <ProductPicker
        ref={picker}
        customerType={customerType}
        onPick={pick}
        onPickUnit={addUnit}
        onReturnNumber={onReturnNumber}
        disabled={disabled}
      />
      <FrequentItems customerType={customerType} onPick={pick} disabled={disabled} />
      <UnitPicker
        product={unitFor}
        inCart={lines.flatMap((l) => l.units?.map((u) => u.id) ?? [])}
        onPick={addUnit}
        onClose={() => {
          setUnitFor(null);
          picker.current?.focus();
        }}
      />
    </>
  );
}
