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

export function canAccess(role: Role | null | undefined, resource?: string): boolean {
  if (!isStaff(role)) return false;
  if (role === "Admin") return true;
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
        reason: isStaff(role) ? "Halaman ini hanya untuk Admin." : "Silakan login sebagai staf.",
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
