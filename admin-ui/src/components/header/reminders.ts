import { stringifyTableParams } from "@refinedev/core";
import { RESOURCE, type ApiSchemas, type Resource } from "@konter/ui-kit";

/** GET /api/reminders: the three lists behind the bell, each with its full count. */
export type Reminders = ApiSchemas["Reminders"];
/** An instalment still open after the reminder period. */
export type InstallmentReminder = ApiSchemas["InstallmentReminder"];
/** A finished repair ('Telah Selesai') the customer has not collected. */
export type RepairReminder = ApiSchemas["RepairReminder"];
/** A product at or below its low-stock threshold. */
export type LowStockReminder = ApiSchemas["LowStockReminder"];
/** One of the bell's lists: its first items and its full count. */
export type ReminderList<T> = Omit<ApiSchemas["ReminderListLowStockReminder"], "items"> & {
  items: T[] | null;
};

/** How many items of each list the bell shows; the counts are always complete. */
export const REMINDER_LIMIT = 20;

/** Refetched on these notices, and every few minutes for the days that pass. */
export const REMINDER_LIVE: readonly Resource[] = [
  RESOURCE.installments,
  RESOURCE.service_entries,
  RESOURCE.products,
];
export const REMINDER_REFRESH_MS = 5 * 60_000;

/** A list page opened on a search (the pages keep their search in the address). */
export function searchPath(path: string, q: string): string {
  return `${path}?${stringifyTableParams({
    filters: [{ field: "q", operator: "contains", value: q }],
    sorters: [],
  })}`;
}
