import { lazy } from "react";

/** The reports, Admin only. */
export const ReportsHome = lazy(() => import("./home"));
export const TodayReport = lazy(() => import("./today"));
export const SalesReport = lazy(() => import("./sales"));
export const ServiceReport = lazy(() => import("./service"));
export * from "./paths";
