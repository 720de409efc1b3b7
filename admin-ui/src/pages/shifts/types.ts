import type { PaymentMethodName } from "@konter/ui-kit";

/** Cash put into or taken out of the drawer for something other than a transaction. */
export interface CashMove {
  id: number;
  direction: "in" | "out";
  amount: number;
  reason: string;
  user_name: string | null;
  created_at: string;
}

/** A cashier's shift with its money, as the server adds it up: the Z report. */
export interface Shift {
  id: number;
  kasir_id: number | null;
  kasir_name: string;
  status: "open" | "closed";
  opened_at: string;
  closed_at: string | null;
  closed_by: string | null;
  opening_cash: number;
  /** The money taken and what should be in the drawer: null while the cashier closes blind. */
  per_method: { method: PaymentMethodName; amount: number }[] | null;
  cash_taken: number | null;
  cash_in: number;
  cash_out: number;
  refunds: number | null;
  cash_refunds: number | null;
  voids: number;
  documents: number;
  expected_cash: number | null;
  /** An open shift shown to its cashier where the shop closes blind (Tutup shift tanpa melihat kas seharusnya). */
  blind: boolean;
  counted_cash: number | null;
  difference: number | null;
  note: string | null;
  cash_moves: CashMove[];
}

export interface CurrentShift {
  shift: Shift | null;
  required: boolean;
}

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

export const DIRECTION_LABEL: Readonly<Record<CashMove["direction"], string>> = {
  in: "Kas Masuk",
  out: "Kas Keluar",
};
