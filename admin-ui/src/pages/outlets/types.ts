import type { BaseKey } from "@refinedev/core";

/** An outlet (cabang) as GET /api/outlets answers it. */
export interface Outlet {
  id: BaseKey;
  name: string;
  address: string;
  phone: string;
  opening_hours: string;
  receipt_header: string;
  /** The outlet's own static QRIS; "" takes the shop's from the settings. */
  qris: string;
  /** The outlet's own bank account; "" takes the shop's. */
  bank_name: string;
  bank_account_number: string;
  bank_account_holder: string;
  created_at: string;
  updated_at: string;
}

/** What the outlet form sends (POST /api/outlets, PUT /api/outlets/{id}): every field. */
export type OutletBody = Omit<Outlet, "id" | "created_at" | "updated_at">;

export const LIST_PATH = "/dashboard/settings/outlets";
export const MSG_CREATED = "Outlet berhasil ditambahkan!";
export const MSG_UPDATED = "Outlet berhasil diperbarui!";
export const MSG_DELETED = "Outlet berhasil dihapus!";
