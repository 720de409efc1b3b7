import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotency";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newIdempotencyKey", () => {
  it("makes a fresh version-4 UUID each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("still works where crypto.randomUUID is missing (a shop served over plain HTTP on its LAN address)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes),
    });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
  });

  it("falls back to getRandomValues when randomUUID refuses (not a secure context)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      randomUUID: () => {
        throw new DOMException("insecure", "SecurityError");
      },
      getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes),
    });
    expect(newIdempotencyKey()).toMatch(V4);
  });
});
