import type { ApiSchemas } from "@konter/ui-kit";
import { api } from "./client";
import type { SharedSale } from "./receipts";

/** A sale rung up at the counter for the member's account: number, day, total, lines, warranties. */
export type Purchase = ApiSchemas["MemberPurchase"];
export type PurchasePage = ApiSchemas["PageMemberPurchase"];

/** The member's purchases at the counter, newest first. */
export function listMyPurchases(
  params: { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<PurchasePage> {
  return api.get<PurchasePage>("/api/me/purchases", { query: { ...params }, signal });
}

/** One of the member's purchases as its receipt prints it; another's is a 404. */
export function getMyPurchase(id: number, signal?: AbortSignal): Promise<SharedSale> {
  return api.get<SharedSale>(`/api/me/purchases/${id}`, { signal });
}
