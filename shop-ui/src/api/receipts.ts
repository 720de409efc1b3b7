import type { ApiSchemas } from "@konter/ui-kit";
import { api } from "./client";

/** A sale's receipt behind a link sent on WhatsApp: what the paper says, without staff or costs. */
export type SharedSale = ApiSchemas["SharedSale"];
/** The one receipt behind a link: a sale, a repair bill or an instalment payment, by its kind. */
export type SharedReceipt = ApiSchemas["SharedReceipt"];

/** Opens the receipt of the secret token in the link; a wrong, unknown or revoked one is a 404. */
export function sharedReceipt(token: string, signal?: AbortSignal): Promise<SharedReceipt> {
  return api.get<SharedReceipt>(`/api/receipts/${encodeURIComponent(token)}`, { signal });
}
