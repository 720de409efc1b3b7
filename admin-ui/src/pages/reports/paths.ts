/** The report pages (Admin only). */
export const REPORTS_PATH = "/dashboard/reports";
export const TODAY_REPORT_PATH = "/dashboard/reports/today";
export const SALES_REPORT_PATH = "/dashboard/reports/sales";
export const SERVICE_REPORT_PATH = "/dashboard/reports/service";
