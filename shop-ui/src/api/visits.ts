import { api } from "./client";

/** Counts one storefront visit (sent once per browser session). */
export function countVisit(): Promise<void> {
  return api.post<void>("/api/visits");
}
