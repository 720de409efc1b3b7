import type { ApiSchemas } from "@konter/ui-kit";

/** The shop-local days a report covers, both included (YYYY-MM-DD). */
export type Period = ApiSchemas["Period"];
/** Totals of a period's sales; profit is the total minus the goods' buy cost. */
export type SalesSummary = ApiSchemas["SalesSummary"];
/** Totals of a period's billed repairs; the fee counts as profit, parts earn their margin. */
export type ServiceSummary = ApiSchemas["ServiceSummary"];
export type ProductRank = ApiSchemas["ProductRank"];
/** A billed repair as the service report lists it. */
export type ServiceRow = ApiSchemas["ServiceReportRow"];
/** What a period took by one payment method, net of change and refunds. */
export type MethodSum = ApiSchemas["MethodSum"];
/** GET /api/reports/sales */
export type SalesReport = ApiSchemas["SalesReport"];
/** GET /api/reports/service */
export type ServiceReport = ApiSchemas["ServiceReport"];
/** GET /api/reports/today: one day's sales and repairs. */
export type DailyReport = ApiSchemas["DailyReport"];
