import { stringifyTableParams } from "@refinedev/core";
import { RESOURCE, type Resource } from "@konter/ui-kit";

/** GET /api/reminders: the three lists behind the bell, each with its full count. */
export interface Reminders {
  today: string;
  /** The number on the bell. */
  total: number;
  installment_days: number;
  installments: ReminderList<InstallmentReminder>;
  repairs: ReminderList<RepairReminder>;
  low_stock: ReminderList<LowStockReminder>;
}

export interface ReminderList<T> {
  count: number;
  items: T[];
}

/** An instalment still open after the reminder period. */
export interface InstallmentReminder {
  id: number;
  transaction_id_display: string;
  customer_name: string;
  remaining_amount: number;
  days_open: number;
  whatsapp_url: string | null;
}

/** A finished repair ('Telah Selesai') the customer has not collected. */
export interface RepairReminder {
  id: number;
  number: string;
  customer_name: string;
  device_type: string;
  days_waiting: number;
  /** The latest of the 7-, 21- and 28-day reminders reached; due_today on the day it is. */
  stage: number;
  due_today: boolean;
  /** The end of the shop's one-month liability (YYYY-MM-DD). */
  collect_by: string;
  whatsapp_url: string | null;
}

/** A product at or below its low-stock threshold. */
export interface LowStockReminder {
  id: number;
  name: string;
  barcode: string;
  /** The outlet's stock, in a shop of several outlets, named by outlet_name. */
  stock: number;
  threshold: number;
  outlet_id?: number;
  outlet_name?: string;
}

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
