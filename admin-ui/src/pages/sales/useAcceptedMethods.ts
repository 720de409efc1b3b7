import { CREDIT_METHOD, PAYMENT_METHOD_OPTIONS, type PaymentMethodName } from "@konter/ui-kit";
import { useSettings } from "../../components/useSettings";
import type { NonCashMethod } from "./payments";

/**
 * The methods besides cash the shop takes (the settings' paymentMethods), in the cashier's order,
 * and always a return's credit for an exchange (tukar barang).
 */
export function useAcceptedMethods(): NonCashMethod[] {
  const taken = (useSettings().settings?.paymentMethods ?? "").split(",").map((m) => m.trim());
  const methods: NonCashMethod[] = PAYMENT_METHOD_OPTIONS.map((m) => m.value).filter(
    (m): m is Exclude<PaymentMethodName, "tunai"> => m !== "tunai" && taken.includes(m),
  );
  return [...methods, CREDIT_METHOD];
}
