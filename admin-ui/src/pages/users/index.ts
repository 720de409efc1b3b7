import { lazy } from "react";

export const UserList = lazy(() => import("./list"));
