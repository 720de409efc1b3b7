import { useCustom } from "@refinedev/core";
import { CREDIT_METHOD, PAYMENT_METHOD_OPTIONS, type PaymentMethodName } from "@konter/ui-kit";
import type { NonCashMethod } from "./payments";

/**
 * The methods besides cash the shop takes (the settings' paymentMethods), in the cashier's order,
 * and always a return's credit for an exchange (tukar barang).
 */
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
  const methods: NonCashMethod[] = PAYMENT_METHOD_OPTIONS.map((m) => m.value).filter(
    (m): m is Exclude<PaymentMethodName, "tunai"> => m !== "tunai" && taken.includes(m),
  );
  return [...methods, CREDIT_METHOD];
}
