import { lazy } from "react";

export const PurchasesPage = lazy(() => import("./list"));
