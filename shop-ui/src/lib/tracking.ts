import { ApiError } from "../api/client";
import type { ApiSchemas } from "@konter/ui-kit";
import type { ServiceReceipt, ServiceTracking } from "../api/types";
import {
  MSG_BAD_SERVICE_ID,
  serviceNumber,
  type ServiceBillView,
  type ServiceEntryView,
} from "@konter/ui-kit";

/** Texts of the tracking page. */
export const MSG_ID_REQUIRED = "Silakan masukkan ID Servis Anda.";
export const MSG_ID_INVALID = MSG_BAD_SERVICE_ID;
export const MSG_TRACK_FALLBACK = "Gagal melacak servis. Pastikan ID sudah benar.";
export const MSG_TRACK_SERVER = "ID Servis tidak ditemukan atau terjadi kesalahan pada server.";
export const MSG_TRACK_TOAST = "Gagal melacak status servis.";
export const INFO_FINISHED = "Telah Selesai";

/** A finished repair waits one month at the counter. */
export const FINISHED_NOTICE =
  "Servis perangkat Anda telah selesai. Silakan ambil perangkat Anda di konter kami. Barang yang tidak diambil lebih dari 1 bulan setelah diumumkan selesai bukan menjadi tanggung jawab kami.";

export type ServiceIdResult = { ok: true; id: number } | { ok: false; error: string };

/**
 * Reads the service ID a customer typed: a whole number, optionally written as on the receipt
 * ("SVC-12", "#SVC-12", "svc 12"). Required, and an integer.
 */
export function parseServiceId(input: string): ServiceIdResult {
  const text = input.trim();
  if (!text) return { ok: false, error: MSG_ID_REQUIRED };
  const match = /^#?\s*(?:SVC\s*-?\s*)?(\d{1,15})$/i.exec(text);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, error: MSG_ID_INVALID };
  return { ok: true, id };
}

/** The collect-it-now notice shows when the info status is 'Telah Selesai'. */
export function isFinished(serviceInfo: string | null | undefined): boolean {
  return (serviceInfo ?? "").trim().toLowerCase() === INFO_FINISHED.toLowerCase();
}

/** The message for the 'Gagal Melacak' card: the server's, or the spec's fallbacks. */
export function trackingErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status >= 500) return MSG_TRACK_SERVER;
    return err.problem?.detail?.trim() || err.message || MSG_TRACK_FALLBACK;
  }
  return MSG_TRACK_FALLBACK;
}

/** The service number as printed: "SVC-12" (ui-kit: the back office prints the same). */
export { serviceNumber };

/**
 * A repair as the page and the receipt show it, whichever way it was found: by number (masked
 * name and phone, no bill) or by the receipt's QR token (everything, with the bill).
 */
export interface ServiceView {
  id: number;
  status: string;
  date: string;
  category: string;
  deviceType: string;
  damageType: string;
  description: string;
  serviceInfo: string | null;
  infoDate: string | null;
  customerName: string;
  customerPhone: string | null;
  imei: string | null;
  accessories: string | null;
  condition: string | null;
  /** Taken in under the shop's warranty: the receipt says the warranty is not extended. */
  warrantyRepair: boolean;
  bill: ServiceBillView | null;
  /** True when the name and phone are masked (looked up by number). */
  masked: boolean;
  /** Where the device is now, in a shop of several outlets. */
  outlet: ApiSchemas["OutletPlace"] | null;
}

export function fromTracking(t: ServiceTracking): ServiceView {
  return {
    id: t.id,
    status: t.status,
    date: t.date,
    category: t.category,
    deviceType: t.device_type,
    damageType: t.damage_type,
    description: t.description,
    serviceInfo: t.service_info,
    infoDate: t.info_date,
    customerName: t.customers?.name ?? "",
    customerPhone: t.customers?.phone ?? null,
    imei: null,
    accessories: null,
    condition: null,
    warrantyRepair: false,
    bill: null,
    masked: true,
    outlet: t.outlet,
  };
}

export function fromReceipt({ entry, bill, outlet }: ServiceReceipt): ServiceView {
  return {
    id: entry.id,
    status: entry.status,
    date: entry.date,
    category: entry.category,
    deviceType: entry.device_type,
    damageType: entry.damage_type,
    description: entry.description,
    serviceInfo: entry.service_info,
    infoDate: entry.info_date,
    customerName: entry.customer_name,
    customerPhone: entry.customer_phone,
    imei: entry.imei,
    accessories: entry.accessories,
    condition: entry.condition,
    warrantyRepair: entry.warranty_repair,
    bill,
    masked: false,
    outlet: outlet ?? null,
  };
}

/** What the shared service receipt prints of a repair found either way. */
export function receiptEntry(service: ServiceView): ServiceEntryView {
  return {
    id: service.id,
    date: service.date,
    customer_name: service.customerName,
    customer_phone: service.customerPhone,
    category: service.category,
    device_type: service.deviceType,
    damage_type: service.damageType,
    description: service.description,
    status: service.status,
    service_info: service.serviceInfo,
    imei: service.imei,
    accessories: service.accessories,
    condition: service.condition,
    warranty_repair: service.warrantyRepair,
  };
}
