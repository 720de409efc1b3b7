import { api } from "./client";
import type { ServiceReceipt, ServiceTracking } from "./types";

/** Looks a repair up by its number; the customer's name and phone come back masked. */
export function trackService(id: number, signal?: AbortSignal): Promise<ServiceTracking> {
  return api.get<ServiceTracking>(`/api/tracking/${id}`, { signal });
}

/** Opens the full receipt of a repair from the secret token in the QR code of the customer's copy. */
export function trackByToken(token: string, signal?: AbortSignal): Promise<ServiceReceipt> {
  return api.get<ServiceReceipt>("/api/tracking", { query: { token }, signal });
}
