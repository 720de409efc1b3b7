import type { ApiSchemas } from "@konter/ui-kit";

/** An instalment (GET /api/installments): a customer's debt from a sale, a service, or entered by hand. */
export type Installment = ApiSchemas["Installment"];
/** One payment on an instalment (GET /api/installments/{id}/payments, newest first). */
export type InstallmentPayment = ApiSchemas["InstallmentPayment"];
