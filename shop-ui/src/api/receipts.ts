import type { ApiSchemas } from "@konter/ui-kit";
import { api } from "./client";

/** A sale's receipt behind a link sent on WhatsApp: what the paper says, without staff or costs. */
export type SharedSale = ApiSchemas["SharedSale"];

/** Opens the receipt of the secret token in the link; a wrong, unknown or revoked one is a 404. */
export function sharedReceipt(token: string, signal?: AbortSignal): Promise<SharedSale> {
  return api.get<SharedSale>(`/api/receipts/${encodeURIComponent(token)}`, { signal });
}
