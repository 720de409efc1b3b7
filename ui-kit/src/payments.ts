import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethodName } from "./server.gen";

/** Every payment method with its name, in the order the cashier offers them. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethodName; label: string }[] =
  PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** A method's name; an unknown one as it is. */
export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method as PaymentMethodName] ?? method;

/** Cash, the one method that goes through the drawer (core.MethodCash). */
export const CASH_METHOD = "tunai" satisfies PaymentMethodName;
