import dayjs, { type Dayjs } from "dayjs";
import { toApiDate } from "../../lib/format";
import { STATUS_PENDING } from "./service";
import type { EntryBody, ServiceEntry } from "./types";

/** The intake dialog's values. */
export type EntryFormValues = Omit<
  EntryBody,
  "customer_id" | "date" | "screen_lock" | "promised_date"
> & {
  customer_id?: number | null;
  date?: Dayjs | null;
  promised_date?: Dayjs | null;
  /** The screen lock left: sent only when typed (the server never answers it back). */
  lock_kind?: "pin" | "sandi" | "pola";
  lock_value?: string;
};

/** A new entry: a phone, Pending, taken in now. */
export function newEntryValues(): EntryFormValues {
  return {
    category: "Handphone",
    status: STATUS_PENDING,
    date: dayjs(),
    checklist: [],
    lock_kind: "pin",
  };
}

export function toEntryFormValues(entry: ServiceEntry): EntryFormValues {
  return {
    customer_id: entry.customer_id,
    category: entry.category,
    device_type: entry.device_type,
    damage_type: entry.damage_type,
    description: entry.description,
    status: entry.status,
    date: entry.date ? dayjs(entry.date) : null,
    promised_date: entry.promised_date ? dayjs(entry.promised_date) : null,
    imei: entry.imei ?? "",
    accessories: entry.accessories ?? "",
    condition: entry.condition ?? "",
    checklist: entry.checklist ?? [],
    lock_kind: "pin",
    lock_value: "",
    warranty_repair: entry.warranty_repair,
  };
}

/**
 * What the API takes: text trimmed; the optional notes sent even when empty,
 * so clearing one on edit clears it on the server (which stores empty as null).
 */
export function toEntryBody(values: EntryFormValues): EntryBody {
  const body: EntryBody = {
    category: (values.category ?? "").trim(),
    device_type: (values.device_type ?? "").trim(),
    damage_type: (values.damage_type ?? "").trim(),
    description: (values.description ?? "").trim(),
    status: values.status || STATUS_PENDING,
    imei: (values.imei ?? "").trim(),
    accessories: (values.accessories ?? "").trim(),
    condition: (values.condition ?? "").trim(),
    checklist: values.checklist ?? [],
    warranty_repair: values.warranty_repair === true,
    promised_date: toApiDate(values.promised_date) ?? "",
  };
  const lock = (values.lock_value ?? "").trim();
  if (lock) body.screen_lock = { kind: values.lock_kind ?? "pin", value: lock };
  if (values.customer_id != null) body.customer_id = Number(values.customer_id);
  if (values.technician_id) body.technician_id = Number(values.technician_id);
  if (values.date?.isValid()) body.date = values.date.toISOString();
  return body;
}
