import { lazy } from "react";

/** /dashboard/service-masuk, /dashboard/services-in-progress, /dashboard/transaction/service. */
export const ServiceIntakeList = lazy(() => import("./list"));
export const ServicesInProgress = lazy(() => import("./inProgress"));
export const ServiceCashier = lazy(() => import("./cashier"));
