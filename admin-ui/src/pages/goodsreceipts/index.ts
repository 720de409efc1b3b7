import { lazy } from "react";

export const GoodsReceiptsPage = lazy(() => import("./list"));
