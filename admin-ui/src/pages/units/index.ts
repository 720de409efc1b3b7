import { lazy } from "react";

/** /dashboard/stock/units/:id: one phone or laptop and its story. */
export const UnitShow = lazy(() => import("./show"));
