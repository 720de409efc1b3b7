import { useCustom } from "@refinedev/core";
import { PAYMENT_METHOD_OPTIONS } from "@konter/ui-kit";
import type { NonCashMethod } from "./payments";

/** The methods besides cash the shop takes (the settings' paymentMethods), in the cashier's order. */
export function useAcceptedMethods(): NonCashMethod[] {
  const { result } = useCustom<Record<string, string>>({
    url: "/api/settings",
    method: "get",
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  const taken = ((result?.data as Record<string, string> | undefined)?.paymentMethods ?? "")
    .split(",")
    .map((m) => m.trim());
  return PAYMENT_METHOD_OPTIONS.map((m) => m.value).filter(
    (m): m is NonCashMethod => m !== "tunai" && taken.includes(m),
  );
}
