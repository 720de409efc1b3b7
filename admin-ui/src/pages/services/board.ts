import dayjs from "dayjs";
import type { ServiceEntry } from "./types";

/** A repair's column on the board (the server maps it onto the five statuses). */
export type RepairState = ServiceEntry["state"];

/** The board's working columns, left to right. */
export const BOARD_COLUMNS: readonly RepairState[] = [
  "Antri",
  "Diagnosa",
  "Menunggu Persetujuan",
  "Menunggu Sparepart",
  "Dikerjakan",
  "Selesai",
];

/** The closed repairs, kept out of the way below the columns. */
export const CLOSED_STATES: readonly RepairState[] = ["Gagal/Cancel", "Sudah Diambil"];

/**
 * Where "Pindah ke…" offers to move a card: the other working columns and Gagal/Cancel. Sudah
 * Diambil is recorded by the service cashier, and a closed repair stays where it is (the server
 * refuses the same).
 */
export function movesFrom(state: RepairState): RepairState[] {
  if (CLOSED_STATES.includes(state)) return [];
  return [...BOARD_COLUMNS, "Gagal/Cancel" as RepairState].filter((s) => s !== state);
}

/** Whole days since the repair was taken in. */
export function daysSince(date: string, now = dayjs()): number {
  return Math.max(0, now.startOf("day").diff(dayjs(date).startOf("day"), "day"));
}

/** Past its promised date and not finished, collected or cancelled. */
export function isOverdue(
  entry: Pick<ServiceEntry, "promised_date" | "state">,
  today = dayjs(),
): boolean {
  if (!entry.promised_date || entry.state === "Selesai" || CLOSED_STATES.includes(entry.state)) {
    return false;
  }
  return entry.promised_date < today.format("YYYY-MM-DD");
}
