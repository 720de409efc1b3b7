import { lazy } from "react";

export const SupplierList = lazy(() => import("./list"));
