import {
  MSG_BAD_AMOUNT,
  MSG_INSTALLMENT_NOT_FOUND,
  MSG_MANUAL_INSTALLMENT_REQUIRED,
  MSG_OVERPAID,
} from "@konter/ui-kit";
export { refusalOrFailure } from "../../lib/notify";

// The instalments' Indonesian texts, as the spec words them.
export const MSG_PAYMENT_INVALID = MSG_BAD_AMOUNT;
export const MSG_PAYMENT_EXCEEDS = MSG_OVERPAID;
export const MSG_NOT_FOUND = MSG_INSTALLMENT_NOT_FOUND;
export const MSG_HISTORY_FAILED = "Gagal mencatat riwayat pembayaran";
export const MSG_MANUAL_INVALID = MSG_MANUAL_INSTALLMENT_REQUIRED;
export const MSG_PAID = "Pembayaran berhasil dicatat.";
export const MSG_PAID_OFF = "Pembayaran berhasil dicatat. Cicilan sudah lunas!";
export const MSG_CREATED = "Cicilan berhasil ditambahkan!";
export const STATUS_OPEN = "Belum Lunas";
export const STATUS_PAID = "Lunas";

/** The pay dialog's check before sending: above 0 and not above what is left. */
export function checkPayment(amount: number | null | undefined, remaining: number): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount) || amount <= 0)
    return MSG_PAYMENT_INVALID;
  if (amount > remaining) return MSG_PAYMENT_EXCEEDS;
  return null;
}
