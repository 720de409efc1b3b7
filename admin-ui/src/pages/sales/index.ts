import { lazy } from "react";

/** /dashboard/transaction/sales (spec 001 §2 "Sales cashier"). */
export const SalesCashier = lazy(() => import("./cashier"));
