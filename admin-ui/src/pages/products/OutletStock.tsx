import { Typography } from "antd";
import type { Product } from "../../interfaces";

/**
 * What each outlet holds of a product, under its total, in a shop of several outlets; a shop of
 * one gets nothing from the API and shows nothing.
 */
export function OutletStock({ product }: { product: Product }) {
  const outlets = product.stock_by_outlet ?? [];
  if (outlets.length === 0) return null;
  return (
    <span
      aria-label={`Stok per outlet ${product.name}`}
      style={{ display: "flex", flexDirection: "column", fontSize: 12 }}
    >
      {outlets.map((o) => (
        <Typography.Text
          key={o.outlet_id}
          type={o.quantity <= 0 ? "danger" : "secondary"}
          style={{ fontSize: 12, whiteSpace: "nowrap" }}
        >
          {o.outlet_name}: {o.quantity.toLocaleString("id-ID")}
        </Typography.Text>
      ))}
    </span>
  );
}
