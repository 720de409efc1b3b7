import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import type { ApiError } from "../providers/http";

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
  return {
    type: "error",
    message: (error as HttpError | undefined)?.message || "Terjadi kesalahan.",
  };
}

/**
 * The toast for a failed call: a refusal (4xx) is the server's own Indonesian
 * reason as it is; a server or network failure gets the prefix
 * ("Gagal mencatat riwayat pembayaran: …").
 */
export function refusalOrFailure(prefix: string, error: unknown): string {
  const err = error as ApiError | undefined;
  const detail = err?.message?.trim() || "Terjadi kesalahan.";
  const status = err?.statusCode ?? 0;
  if (status >= 400 && status < 500) return detail;
  return `${prefix}: ${detail}`;
}
