import { lazy } from "react";

/** /dashboard/stock/transfers: transfers between outlets, newest first. */
export const TransferList = lazy(() => import("./list"));

/** /dashboard/stock/transfers/create: send goods to another outlet. */
export const TransferCreate = lazy(() => import("./create"));

/** /dashboard/stock/transfers/:id: one transfer, received there by scanning, printable. */
export const TransferShow = lazy(() => import("./show"));
