import { api } from "./client";
import type { ApiQuery, ApiSchemas } from "@konter/ui-kit";
import type { Product, ProductPage } from "./types";

export type ProductListParams = ApiQuery<"list-products">;

export function listProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return api.get<ProductPage>("/api/products", { query: { ...params }, signal });
}

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/products/${encodeURIComponent(String(id))}`, { signal });
}

export function listCategories(signal?: AbortSignal): Promise<ApiSchemas["PageString"]> {
  return api.get<ApiSchemas["PageString"]>("/api/products/categories", { signal });
}
