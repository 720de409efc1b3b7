import { vi } from "vitest";

export interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
  credentials?: RequestCredentials;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function problem(
  status: number,
  detail: string,
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ title: "Error", status, detail, ...extra }), {
    status,
    headers: { "Content-Type": "application/problem+json" },
  });
}

/**
 * Replaces global fetch. `routes` maps "METHOD /path" (query string ignored)
 * to a handler; anything else fails the test loudly with a 599.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input.toString();
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const call: Call = {
      url,
      method,
      body,
      headers: new Headers(init.headers),
      credentials: init.credentials,
    };
    calls.push(call);
    const path = url.split("?")[0];
    const handler = routes[`${method} ${path}`];
    if (!handler) return problem(599, `no mock for ${method} ${url}`);
    return handler(call);
  });
  vi.stubGlobal("fetch", spy);
  return { calls, spy };
}

export function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, "http://x").searchParams);
}
