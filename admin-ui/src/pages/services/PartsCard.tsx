import { useCallback, type RefObject } from "react";
import { Card } from "antd";
import type { Product } from "../../interfaces";
import { CartList } from "../sales/CartList";
import { FrequentItems } from "../sales/FrequentItems";
import { ProductPicker, type ProductPickerHandle } from "../sales/ProductPicker";
import { removeLine } from "../sales/cart";
import type { Cart } from "../sales/useCart";

/**
 * A repair's spare parts: searched or scanned (priced at retail), the frequent ones, and the
 * list. The stock shown counts the parts the repair's earlier bill holds.
 */
export function PartsCard({
  picker,
  cart: { lines, setLines, add, changeQuantity },
  held,
  canPick,
  locked,
}: {
  picker: RefObject<ProductPickerHandle | null>;
  cart: Pick<Cart, "lines" | "setLines" | "add" | "changeQuantity">;
  /** Per product, the parts the repair's earlier bill holds. */
  held: ReadonlyMap<string, number>;
  /** A repair is picked: parts can be added. */
  canPick: boolean;
  locked: boolean;
}) {
  const stockOf = useCallback((p: Product) => p.stock + (held.get(String(p.id)) ?? 0), [held]);
  const pick = (product: Product): boolean => add({ ...product, stock: stockOf(product) });
  return (
    <Card title="Sparepart" size="small" className="cashier-card">
      <ProductPicker
        ref={picker}
        customerType="umum"
        onPick={pick}
        disabled={locked || !canPick}
        stockOf={stockOf}
      />
      <FrequentItems
        customerType="umum"
        onPick={pick}
        disabled={locked || !canPick}
        stockOf={stockOf}
      />
      <CartList
        lines={lines}
        customerType="umum"
        readOnly={locked}
        onQuantity={changeQuantity}
        onRemove={(id) => setLines((current) => removeLine(current, id))}
        emptyText="Belum ada sparepart."
        label="Sparepart"
      />
    </Card>
  );
}
