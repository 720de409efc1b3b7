import { useCustom } from "@refinedev/core";

/**
 * The shop's QRIS for exactly `remaining` rupiah (GET /api/payments/qris), to print on a bill or
 * a receipt with something left to pay; "" while it loads, when nothing remains, or when the
 * shop has no QRIS (409: the paper prints without one).
 */
export function useRemainingQris(remaining: number): string {
  const { query, result } = useCustom<{ payload: string }>({
    url: "/api/payments/qris",
    method: "get",
    config: { query: { amount: remaining } },
    queryOptions: { enabled: remaining > 0, staleTime: Infinity, retry: false },
    errorNotification: false,
  });
  return remaining > 0 && query.data ? ((result.data as { payload?: string }).payload ?? "") : "";
}
