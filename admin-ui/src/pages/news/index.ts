import { lazy } from "react";

export const NewsList = lazy(() => import("./list"));
