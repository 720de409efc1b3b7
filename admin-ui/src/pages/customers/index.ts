import { lazy } from "react";

export const CustomerList = lazy(() => import("./list"));
