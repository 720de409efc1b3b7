import type { ApiSchemas } from "@konter/ui-kit";

/** Cash put into or taken out of the drawer for something other than a transaction. */
export type CashMove = ApiSchemas["CashMove"];
/** The drawer opened without a sale (Buka Laci): who, when, why. */
export type DrawerOpening = ApiSchemas["DrawerOpening"];
/** A cashier's shift with its money, as the server adds it up: the Z report. */
export type Shift = ApiSchemas["Shift"];
export type CurrentShift = ApiSchemas["CurrentShift"];

export const SHIFT_PATH = "/dashboard/transaction/shift";
export const SHIFTS_PATH = "/dashboard/transaction/shifts";

export const MSG_BLIND =
  "Kas seharusnya dan selisih tampil setelah shift ditutup: hitung uang di laci apa adanya.";
export const MSG_LOAD_FAILED = "Gagal memuat shift";
export const MSG_OPEN_FAILED = "Gagal membuka shift";
export const MSG_MOVE_FAILED = "Gagal mencatat kas";
export const MSG_CLOSE_FAILED = "Gagal menutup shift";
export const MSG_OPENED = "Shift berhasil dibuka!";
export const MSG_MOVED = "Kas berhasil dicatat!";
export const MSG_CLOSED = "Shift berhasil ditutup!";
export const MSG_DRAWER_FAILED = "Gagal mencatat buka laci";
export const MSG_DRAWER_OPENED = "Buka laci dicatat di shift.";

export const DIRECTION_LABEL: Readonly<Record<CashMove["direction"], string>> = {
  in: "Kas Masuk",
  out: "Kas Keluar",
};
