import { api } from "./client";
import type { ListResponse, Product, ProductSort } from "./types";

export interface ProductListParams {
  q?: string;
  category?: string;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

export function listProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Product>> {
  return api.get<ListResponse<Product>>("/api/products", { query: { ...params }, signal });
}

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/products/${encodeURIComponent(String(id))}`, { signal });
}

export function listCategories(signal?: AbortSignal): Promise<ListResponse<string>> {
  return api.get<ListResponse<string>>("/api/products/categories", { signal });
}
