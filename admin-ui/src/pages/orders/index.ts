import { lazy } from "react";

/** /dashboard/orders, "Manajemen Pesanan". */
export const OrderList = lazy(() => import("./list"));
