import { lazy } from "react";

export const CustomerList = lazy(() => import("./list"));

/** /dashboard/data/customers/:id. */
export const CustomerShow = lazy(() => import("./show"));
