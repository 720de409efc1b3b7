import type { ApiSchemas } from "@konter/ui-kit";

/**
 * An outlet (cabang) as GET /api/outlets answers it. Its own QRIS and bank account are "" when it
 * takes the shop's from the settings.
 */
export type Outlet = ApiSchemas["Outlet"];

/** What the outlet form sends (POST /api/outlets, PUT /api/outlets/{id}): every field. */
export type OutletBody = Omit<Outlet, "id" | "created_at" | "updated_at">;

export const LIST_PATH = "/dashboard/settings/outlets";
export const MSG_CREATED = "Outlet berhasil ditambahkan!";
export const MSG_UPDATED = "Outlet berhasil diperbarui!";
export const MSG_DELETED = "Outlet berhasil dihapus!";
