import { lazy } from "react";

/** /dashboard/transaction/history. */
export const TransactionHistory = lazy(() => import("./list"));
