import type { ApiSchemas } from "@konter/ui-kit";

/** The shop-local days a report covers, both included (YYYY-MM-DD). */
export type Period = ApiSchemas["Period"];
/** GET /api/reports/sales */
export type SalesReport = ApiSchemas["SalesReport"];
/** GET /api/reports/service */
export type ServiceReport = ApiSchemas["ServiceReport"];
/** GET /api/reports/today: one day's sales and repairs. */
export type DailyReport = ApiSchemas["DailyReport"];
