import dayjs from "dayjs";
import type { Product, ProductBody } from "../../interfaces";

/** Spec 001 §5: name, category and barcode are required. */
export const REQUIRED_FIELDS = "Harap isi semua field yang wajib diisi.";

/** The product dialog's values: dates are YYYY-MM-DD strings, amounts numbers (or empty). */
export interface ProductFormValues {
  name?: string;
  category?: string;
  description?: string;
  stock?: number | null;
  buy_price?: number | null;
  retail_price?: number | null;
  reseller_price?: number | null;
  barcode?: string;
  supplier_id?: number | null;
  entry_date?: string | null;
}

const whole = (n: number | null | undefined) => (typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * What the API takes (POST/PUT /api/products): text trimmed, numbers as whole
 * non-negative numbers (an empty amount is 0, spec 001 §5 "numeric fields are
 * converted to numbers"), no supplier or date when none is chosen. A PUT
 * replaces the product, so a cleared supplier or date is cleared on the server.
 */
export function toProductBody(values: ProductFormValues): ProductBody {
  const body: ProductBody = {
    name: (values.name ?? "").trim(),
    category: (values.category ?? "").trim(),
    description: (values.description ?? "").trim(),
    stock: whole(values.stock),
    buy_price: whole(values.buy_price),
    retail_price: whole(values.retail_price),
    reseller_price: whole(values.reseller_price),
    barcode: (values.barcode ?? "").trim(),
  };
  if (values.supplier_id) body.supplier_id = values.supplier_id;
  if (values.entry_date) body.entry_date = values.entry_date;
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
  };
}

/** Form.Item props: DatePicker ⇄ the API's YYYY-MM-DD string, so the form value stays a plain date. */
export const dateField = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: dayjs.Dayjs | null) => (value ? value.format("YYYY-MM-DD") : null),
};
