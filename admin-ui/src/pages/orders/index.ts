import { lazy } from "react";

/** /dashboard/orders, "Manajemen Pesanan" (spec 001 §2). */
export const OrderList = lazy(() => import("./list"));
