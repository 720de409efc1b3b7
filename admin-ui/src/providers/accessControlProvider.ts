import type { AccessControlProvider } from "@refinedev/core";
import type { Role } from "../interfaces";
import { isStaff, loadSession } from "./session";

/**
 * Users, members, reports, news, settings (which holds
 * the advertisement management), the outlets' pages, every cashier's shifts, the debt per supplier, posting a
 * stock count and settling a transfer's shortfall are Admin only. Everything else in the
 * back-office is open to Admin and Kasir, Pengaturan → Printer too (a Kasir
 * picks the printer of the device they work at). Members and visitors get nothing.
 *
 * A resource whose name starts with one of these followed by "-" or "/"
 * (e.g. "reports-sales") is Admin only too.
 */
export const ADMIN_ONLY_RESOURCES: readonly string[] = [
  "users",
  "members",
  "reports",
  "news",
  "settings",
  "outlets",
  "advertisements",
  "shifts",
  "goods-receipts-per-supplier",
  "stock-counts-post",
  "stock_transfers-settle",
];

export function isAdminOnly(resource: string | undefined): boolean {
  if (!resource) return false;
  return ADMIN_ONLY_RESOURCES.some(
    (name) =>
      resource === name || resource.startsWith(`${name}-`) || resource.startsWith(`${name}/`),
  );
}

/**
 * What a Teknisi opens: their repairs, the intake list (the bench) and the customers. Nothing
 * about money: no cashier, no stock with its costs, no reports, no settings.
 */
export const TEKNISI_RESOURCES: readonly string[] = [
  "my-repairs",
  "service_entries",
  "service-board",
  "data",
  "customers",
];

export function canAccess(role: Role | null | undefined, resource?: string): boolean {
  if (!isStaff(role)) return false;
  if (role === "Admin") return true;
  if (role === "Teknisi") return resource !== undefined && TEKNISI_RESOURCES.includes(resource);
  return !isAdminOnly(resource);
}

export function createAccessControlProvider(
  getRole: () => Promise<Role | null | undefined>,
): AccessControlProvider {
  return {
    can: async ({ resource, params }) => {
      const name = resource ?? params?.resource?.name;
      let role: Role | null | undefined;
      try {
        role = await getRole();
      } catch {
        role = null;
      }
      if (canAccess(role, name)) return { can: true };
      return {
        can: false,
        reason: !isStaff(role)
          ? "Silakan login sebagai staf."
          : role === "Teknisi"
            ? "Halaman ini bukan untuk Teknisi."
            : "Halaman ini hanya untuk Admin.",
      };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    },
  };
}

export const accessControlProvider = createAccessControlProvider(
  async () => (await loadSession())?.profile?.role,
);
