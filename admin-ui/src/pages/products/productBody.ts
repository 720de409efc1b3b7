import dayjs from "dayjs";
import type { Product, ProductBody } from "../../interfaces";
import { MSG_REQUIRED_FIELDS, type ApiSchemas } from "@konter/ui-kit";

/** Name, category and barcode are required. */
export const REQUIRED_FIELDS = MSG_REQUIRED_FIELDS;

/** The product dialog's values: dates are YYYY-MM-DD strings, amounts numbers (or empty). */
export type ProductFormValues = {
  [Field in keyof ApiSchemas["ProductCreateInputBody"]]?:
    ApiSchemas["ProductCreateInputBody"][Field] | null;
};

const whole = (n: number | null | undefined) =>
  typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0;

/**
 * What the API takes (POST/PUT /api/products): text trimmed, numbers as whole
 * non-negative numbers (an empty amount is 0), no supplier, date or threshold
 * when none is given. A PUT replaces the product, so a cleared supplier or date
 * is cleared on the server.
 *
 * A product tracked by unit sends no stock: its units come in through the stock dialog.
 * A new product sends its opening stock. An edit (`stockShown` given) sends only
 * how far the typed stock differs from the stock the dialog showed, so a sale made
 * while the dialog was open is not written back.
 */
export function toProductBody(values: ProductFormValues, stockShown?: number): ProductBody {
  const body: ProductBody = {
    name: (values.name ?? "").trim(),
    category: (values.category ?? "").trim(),
    description: (values.description ?? "").trim(),
    buy_price: whole(values.buy_price),
    retail_price: whole(values.retail_price),
    reseller_price: whole(values.reseller_price),
    barcode: (values.barcode ?? "").trim(),
  };
  // A tracked product's stock follows its units' numbers, received in the stock dialog.
  if (values.tracked) body.tracked = true;
  else {
    if (stockShown === undefined) body.stock = whole(values.stock);
    else if (whole(values.stock) !== stockShown)
      body.stock_correction = whole(values.stock) - stockShown;
  }
  if (values.supplier_id) body.supplier_id = values.supplier_id;
  if (values.entry_date) body.entry_date = values.entry_date;
  if (typeof values.low_stock_threshold === "number")
    body.low_stock_threshold = whole(values.low_stock_threshold);
  // Its own warranty only with both its name and its days; the server checks them.
  const warranty = values.warranty_name?.trim();
  if (warranty || typeof values.warranty_days === "number") {
    if (warranty) body.warranty_name = warranty;
    if (typeof values.warranty_days === "number") body.warranty_days = whole(values.warranty_days);
  }
  return body;
}

/** The edit dialog starts from the product as the API answers it. */
export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    stock: product.stock,
    buy_price: product.buy_price,
    retail_price: product.retail_price,
    reseller_price: product.reseller_price,
    barcode: product.barcode,
    supplier_id: product.supplier_id,
    entry_date: product.entry_date,
    low_stock_threshold: product.low_stock_threshold,
    tracked: product.tracked,
    warranty_name: product.warranty_name ?? "",
    warranty_days: product.warranty_days ?? null,
  };
}

/** Form.Item props: DatePicker ⇄ the API's YYYY-MM-DD string, so the form value stays a plain date. */
export const dateField = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: dayjs.Dayjs | null) => (value ? value.format("YYYY-MM-DD") : null),
};
