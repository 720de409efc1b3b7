/**
 * Refine resource name → API collection path. The one place to look when a
 * resource's name in the UI differs from its path on the server.
 *
 * Resources not listed here use `/api/{resource}`.
 */
export const API_PATHS: Readonly<Record<string, string>> = {
  products: "/api/products",
  service_entries: "/api/service-entries",
  advertisements: "/api/ads",
  stock_transfers: "/api/stock-transfers",
};

/**
 * Resources whose back-office list is not their collection path: the
 * collection lists only what the public sees (published news, active ads).
 */
export const LIST_PATHS: Readonly<Record<string, string>> = {
  news: "/api/news/manage",
  advertisements: "/api/ads/manage",
};

export const API_BASE = "/api";

export function apiPath(resource: string): string {
  const mapped = API_PATHS[resource];
  if (mapped) return mapped;
  if (!/^[a-z0-9][a-z0-9_/-]*$/i.test(resource)) {
    throw new Error(`Nama resource tidak valid: ${resource}`);
  }
  return `${API_BASE}/${resource}`;
}

/** Where the back-office lists a resource. */
export function listPath(resource: string): string {
  return LIST_PATHS[resource] ?? apiPath(resource);
}
