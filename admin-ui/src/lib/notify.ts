import type { HttpError, OpenNotificationParams } from "@refinedev/core";

/**
 * Toast texts for mutations. Every mutation in the pages passes these to
 * Refine (`successNotification` / `errorNotification`), so Refine's own
 * English defaults never show.
 */

/** "Gagal menambah produk: {detail}" — unless the server's detail already says "Gagal …" in full. */
export function failureText(prefix: string, error: unknown): string {
  const detail = (error as HttpError | undefined)?.message?.trim() || "Terjadi kesalahan.";
  return /^gagal\b/i.test(detail) ? detail : `${prefix}: ${detail}`;
}

export function success(message: string) {
  return (): OpenNotificationParams => ({ type: "success", message });
}

export function failure(prefix: string) {
  return (error?: unknown): OpenNotificationParams => ({
    type: "error",
    message: failureText(prefix, error),
  });
}

/** The server's `detail` as it is (its texts are already the product's Indonesian messages). */
export function serverDetail(error?: unknown): OpenNotificationParams {
  return { type: "error", message: (error as HttpError | undefined)?.message || "Terjadi kesalahan." };
}
