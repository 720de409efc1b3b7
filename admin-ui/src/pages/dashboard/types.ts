import type { ApiSchemas } from "@konter/ui-kit";

/** GET /api/dashboard: today's six cards (the shop's local day) and the latest activity. */
export type Dashboard = ApiSchemas["Dashboard"];
/** One line of 'Aktivitas Terbaru': a sale or a billed repair. */
export type Activity = ApiSchemas["Activity"];
