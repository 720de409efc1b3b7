import type { Dispatch, RefObject, SetStateAction } from "react";
import { Card } from "antd";
import type { BaseKey } from "@refinedev/core";
import type { Product } from "../../interfaces";
import { CartList } from "../sales/CartList";
import { FrequentItems } from "../sales/FrequentItems";
import { ProductPicker, type ProductPickerHandle } from "../sales/ProductPicker";
import { removeLine, type CartLine } from "../sales/cart";

/**
 * A repair's spare parts: searched or scanned (priced at retail), the frequent ones, and the
 * list. The stock shown counts the parts the repair's earlier bill holds (stockOf).
 */
export function PartsCard({
  picker,
  lines,
  setLines,
  onPick,
  onQuantity,
  stockOf,
  canPick,
  locked,
}: {
  picker: RefObject<ProductPickerHandle | null>;
  lines: CartLine[];
  setLines: Dispatch<SetStateAction<CartLine[]>>;
  onPick: (product: Product) => boolean;
  onQuantity: (id: BaseKey, quantity: number | null) => void;
  stockOf: (product: Product) => number;
  /** A repair is picked: parts can be added. */
  canPick: boolean;
  locked: boolean;
}) {
  return (
    <Card title="Sparepart" size="small" className="cashier-card">
      <ProductPicker
        ref={picker}
        customerType="umum"
        onPick={onPick}
        disabled={locked || !canPick}
        stockOf={stockOf}
      />
      <FrequentItems
        customerType="umum"
        onPick={onPick}
        disabled={locked || !canPick}
        stockOf={stockOf}
      />
      <CartList
        lines={lines}
        customerType="umum"
        readOnly={locked}
        onQuantity={onQuantity}
        onRemove={(id) => setLines((current) => removeLine(current, id))}
        emptyText="Belum ada sparepart."
        label="Sparepart"
      />
    </Card>
  );
}
