import { lazy } from "react";

export const StockCountList = lazy(() => import("./list"));

/** /dashboard/data/stock-opname/:id: one count's sheet. */
export const StockCountShow = lazy(() => import("./show"));
