import { vi } from "vitest";
import type { Product } from "../api/types";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": status >= 400 ? "application/problem+json" : "application/json" },
  });
}

type Route = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response | undefined> | undefined;

/**
 * Replaces fetch with a fake server: `route` answers each request (URL relative to
 * http://localhost); an unanswered request fails the test with a 599.
 */
export function mockFetch(route: Route) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const answer = await route(url, init);
    return (
      answer ??
      jsonResponse({ title: "Unexpected request", status: 599, detail: `No mock for ${url}` }, 599)
    );
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** The path and query of each request made so far, e.g. "/api/products?sort=name". */
export function requestedPaths(fn: ReturnType<typeof mockFetch>): string[] {
  return fn.mock.calls.map(([input]) => {
    const url = new URL(String(input), "http://localhost");
    return url.pathname + url.search;
  });
}

let nextId = 1;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    created_at: "2026-11-01T03:00:00Z",
    name: `Produk ${id}`,
    category: "Aksesoris",
    description: "",
    stock: 5,
    buy_price: 50000,
    retail_price: 75000,
    reseller_price: 65000,
    barcode: `899000${id}`,
    supplier_id: null,
    supplier_name: null,
    entry_date: null,
    image_url: null,
    low_stock_threshold: null,
    tracked: false,
    pinned_at_counter: false,
    warranty_name: null,
    warranty_days: null,
    ...overrides,
  };
}
