import { PAYMENT_METHODS, type PaymentMethodName } from "./server.gen";

/** The names the shop gives the payment methods; a method the server adds fails the type check here. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodName, string>> = {
  tunai: "Tunai",
  qris: "QRIS",
  transfer: "Transfer Bank",
  debit: "Kartu Debit",
  ewallet: "E-Wallet",
};

/** Every payment method with its name, in the order the cashier offers them. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethodName; label: string }[] =
  PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** A method's name; an unknown one as it is. */
export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method as PaymentMethodName] ?? method;
