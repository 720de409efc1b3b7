import { checkOthers, paymentLines, type OtherPayment } from "../sales/payments";
import type { ServiceEntry } from "./types";
import {
  MSG_FEE_OR_PARTS,
  MSG_PICK_IN_PROGRESS,
  MSG_REQUIRED_FIELDS,
  serviceNumber,
} from "@konter/ui-kit";

/**
 * The repair workflow's words and rules, as the
 * pages, the receipts and the tests share them.
 */

export const STATUS_PENDING = "Pending";
export const STATUS_IN_PROCESS = "Proses";
export const STATUS_FAILED = "Gagal/Cancel";
export const SERVICE_STATUSES = [
  STATUS_PENDING,
  STATUS_IN_PROCESS,
  "Selesai",
  "Sudah Diambil",
  STATUS_FAILED,
] as const;
export const SERVICE_CATEGORIES = [
  "Handphone",
  "Laptop",
  "Komputer",
  "Printer",
  "Lainnya",
] as const;
export const INFO_FINISHED = "Telah Selesai";
export const SERVICE_INFOS = ["Sedang proses", INFO_FINISHED, "Gagal/Cancel"] as const;

export const STATUS_COLOURS: Readonly<Record<string, string>> = {
  Pending: "warning",
  Proses: "processing",
  Selesai: "success",
  "Sudah Diambil": "default",
  "Gagal/Cancel": "error",
};

// The repair pages' Indonesian texts, as the spec words them.
export const MSG_REQUIRED = MSG_REQUIRED_FIELDS;
export { MSG_FEE_OR_PARTS, MSG_PICK_IN_PROGRESS };
export const MSG_PROCESSED = "Transaksi service berhasil diproses!";

/** "SVC-12" (ui-kit: the storefront prints the same number). */
export { serviceNumber };

/** Only Pending and Proses entries are counted as in progress. */
export function isInProgress(status: string): boolean {
  return status === STATUS_PENDING || status === STATUS_IN_PROCESS;
}

/** The service cashier bills a repair in progress, or one finished on the board that was never billed. */
export function isBillable(status: string, billed: boolean): boolean {
  return isInProgress(status) || (status === "Selesai" && !billed);
}

/** The storefront's tracking page opened on this repair, as the customer's QR code carries it. */
export function trackingUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/tracking?token=${encodeURIComponent(token)}`;
}

/** What the service cashier has filled in. */
export interface PaymentDraft {
  entryId: number | null;
  fee: number | null;
  parts: readonly { product_id: number | string; quantity: number }[];
  paid: number | null;
  /** Payments besides the cash (QRIS, transfer, debit, e-wallet). */
  others?: readonly OtherPayment[];
  status: string;
  /** A repair under the shop's warranty: it may cost the customer nothing. */
  warranty?: boolean;
}

/** The first rule the draft breaks (the server checks the same again), or null. */
export function checkPaymentDraft(draft: PaymentDraft, total = 0): string | null {
  if (draft.entryId === null) return MSG_PICK_IN_PROGRESS;
  const free = draft.warranty === true || draft.status === STATUS_FAILED;
  if (!free && (draft.fee ?? 0) <= 0 && draft.parts.length === 0) return MSG_FEE_OR_PARTS;
  return checkOthers(draft.others ?? [], total);
}

/** POST /api/service-entries/{id}/payment's body: the fee, parts and choices; the server prices the parts. */
export function toPaymentRequest(draft: PaymentDraft) {
  const payments = paymentLines(draft.paid, draft.others ?? []);
  return {
    service_fee: Math.max(0, Math.floor(draft.fee ?? 0)),
    parts: draft.parts.map((p) => ({ product_id: Number(p.product_id), quantity: p.quantity })),
    ...(payments ? { payments } : { paid_amount: Math.max(0, Math.floor(draft.paid ?? 0)) }),
    status: draft.status,
  };
}

/** One line for a picker or a dialog heading: "SVC-12 · Budi Santoso · Samsung Galaxy A52". */
export function entryLabel(
  entry: Pick<ServiceEntry, "id" | "customer_name" | "device_type">,
): string {
  return [serviceNumber(entry.id), entry.customer_name, entry.device_type]
    .filter(Boolean)
    .join(" · ");
}
