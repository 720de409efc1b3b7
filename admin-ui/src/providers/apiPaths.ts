/**
 * Refine resource name → API collection path. The one place to look when a
 * resource's name in the UI differs from its path on the server.
 *
 * Resources not listed here use `/api/{resource}`.
 */
export const API_PATHS: Readonly<Record<string, string>> = {
  products: "/api/products",
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
