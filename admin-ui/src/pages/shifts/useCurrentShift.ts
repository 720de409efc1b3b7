import { useCustom } from "@refinedev/core";
import type { Resource } from "@konter/ui-kit";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import type { CurrentShift } from "./types";

/** The shift reloads when money comes in or goes out anywhere, or the shop's rules change. */
const LIVE: readonly Resource[] = [
  "shifts",
  "sales_transactions",
  "service_transactions",
  "installments",
  "settings",
];

/**
 * GET /api/shifts/current, kept fresh: the signed-in cashier's open shift (null when none) and
 * whether the shop makes its cashiers open one before taking money. `current` is undefined
 * until it has loaded.
 */
export function useCurrentShift() {
  const { query, result } = useCustom<CurrentShift>({
    url: "/api/shifts/current",
    method: "get",
    queryOptions: { staleTime: 0 },
    errorNotification: false,
  });
  useRefetchOnChange(LIVE, query.refetch);
  const current = query.data ? (result.data as CurrentShift) : undefined;
  return { query, current };
}
