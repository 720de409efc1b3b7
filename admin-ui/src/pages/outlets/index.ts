import { lazy } from "react";

export const OutletList = lazy(() => import("./list"));
export const OutletCreate = lazy(() => import("./create"));
export const OutletEdit = lazy(() => import("./edit"));
