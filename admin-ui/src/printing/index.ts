import { lazy } from "react";

/** Printing receipts on LAN printers: the settings page (lazy), the device's choice, the hook. */
export const PrinterSettings = lazy(() => import("./PrinterSettings"));
