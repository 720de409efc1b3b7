/**
 * A fresh Idempotency-Key (a version-4 UUID) for one attempt at a write: a sale, an order, a
 * payment. The server turns every request with the same key into one document, so a double click
 * or a retry after a lost answer cannot sell twice.
 *
 * crypto.randomUUID exists only in secure contexts (https, localhost); a shop often opens its
 * pages over plain http on its LAN, where crypto.getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") {
    try {
      return c.randomUUID();
    } catch {
      // not a secure context: fall through
    }
  }
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
