import { lazy } from "react";

/** /dashboard/transaction/sales. */
export const SalesCashier = lazy(() => import("./cashier"));
