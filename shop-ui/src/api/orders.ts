import { api } from "./client";
import type { ApiSchemas } from "@konter/ui-kit";
import type { OrderDetail, OrderPage } from "./types";

/** One line of POST /api/orders: a product and how many. */
export type OrderLineInput = Required<ApiSchemas["Item"]>;

/**
 * Places a pickup order, collected at the outlet (none: the shop's only one). The server prices
 * it; the same idempotency key (one per checkout attempt) makes a double click or a retry answer
 * with the first order instead of a second one.
 */
export function createOrder(
  items: OrderLineInput[],
  idempotencyKey: string,
  outletId?: number,
): Promise<OrderDetail> {
  return api.post<OrderDetail>(
    "/api/orders",
    outletId === undefined ? { items } : { items, outlet_id: outletId },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
}

export function listMyOrders(
  params: { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return api.get<OrderPage>("/api/me/orders", { query: { ...params }, signal });
}

export function getMyOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/me/orders/${id}`, { signal });
}
