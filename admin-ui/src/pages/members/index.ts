import { lazy } from "react";

export const MemberList = lazy(() => import("./list"));
