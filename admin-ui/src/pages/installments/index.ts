import { lazy } from "react";

/** /dashboard/transaction/installments and /dashboard/transaction/add-installment. */
export const InstallmentList = lazy(() => import("./list"));
export const InstallmentCreate = lazy(() => import("./create"));
