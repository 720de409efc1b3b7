import { lazy } from "react";

/** /dashboard/service-masuk, /dashboard/services-in-progress, /dashboard/service-board, /dashboard/transaction/service. */
export const ServiceIntakeList = lazy(() => import("./list"));
export const ServicesInProgress = lazy(() => import("./inProgress"));
export const ServiceBoard = lazy(() => import("./BoardPage"));
export const ServiceCashier = lazy(() => import("./cashier"));
