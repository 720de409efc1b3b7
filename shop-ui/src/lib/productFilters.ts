/**
 * The /products filters live in the URL (?q=&category=&sort=&page=), so a filtered list can be
 * shared, bookmarked and restored with the back button. These pure functions map between the
 * URL and the filters, and from the filters to the API's query.
 */
import type { ProductListParams } from "../api/products";
import type { ProductSort } from "../api/types";

export interface ProductFilters {
  /** Search text (name or barcode), trimmed. '' means no search. */
  q: string;
  /** '' means all categories ('Semua Kategori'). */
  category: string;
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

export const PRODUCT_SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: "name", label: "Nama A-Z" },
  { value: "-name", label: "Nama Z-A" },
  { value: "retail_price", label: "Harga Terendah" },
  { value: "-retail_price", label: "Harga Tertinggi" },
];

export const DEFAULT_PRODUCT_SORT: ProductSort = "name";
export const PRODUCTS_PER_PAGE = 20;

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  q: "",
  category: "",
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
};

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return PRODUCT_SORT_OPTIONS.some((option) => option.value === value);
}

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the filters from the URL; anything missing or invalid falls back to the default. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim(),
    category: (params.get("category") ?? "").trim(),
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: parsePage(params.get("page")),
  };
}

/** Writes the filters to URL parameters, leaving defaults out so URLs stay short. */
export function productFiltersToSearchParams(filters: Partial<ProductFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  const category = filters.category?.trim();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  if (filters.sort && filters.sort !== DEFAULT_PRODUCT_SORT && isProductSort(filters.sort))
    params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(Math.floor(filters.page)));
  return params;
}

/** "/products", "/products?q=iphone", "/products?category=Aksesoris" … */
export function productsPath(filters: Partial<ProductFilters> = {}): string {
  const search = productFiltersToSearchParams(filters).toString();
  return search ? `/products?${search}` : "/products";
}

/**
 * Applies a change to the filters. Changing the search, category or sort starts again at page 1,
 * because the old page number means nothing in the new list.
 */
export function updateProductFilters(
  current: ProductFilters,
  change: Partial<ProductFilters>,
): ProductFilters {
  const next: ProductFilters = { ...current, ...change };
  if (change.q !== undefined) next.q = change.q.trim();
  if (change.category !== undefined) next.category = change.category.trim();
  const listChanged =
    next.q !== current.q || next.category !== current.category || next.sort !== current.sort;
  if (listChanged && change.page === undefined) next.page = 1;
  return next;
}

/** The query for GET /api/products. */
export function productListParams(
  filters: ProductFilters,
  perPage: number = PRODUCTS_PER_PAGE,
): ProductListParams {
  return {
    q: filters.q || undefined,
    category: filters.category || undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: perPage,
  };
}

export function pageCount(total: number, perPage: number = PRODUCTS_PER_PAGE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / perPage);
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filters.q !== "" || filters.category !== "";
}

/** The products could not be loaded: 'Gagal memuat data produk: …', in the page and as a toast. */
export const productsFailed = (reason: string) => `Gagal memuat data produk: ${reason}`;
