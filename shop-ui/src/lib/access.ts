/**
 * Who may open which page, and where everyone else is sent.
 * Self-contained on purpose: the back-office app applies the same rules to its pages.
 */

export type Role = "Admin" | "Kasir" | "Member";

export const STAFF_LOGIN_PATH = "/login";
export const MEMBER_LOGIN_PATH = "/member-login";

export const MEMBER_ONLY: readonly Role[] = ["Member"];
export const STAFF_ONLY: readonly Role[] = ["Admin", "Kasir"];
export const ADMIN_ONLY: readonly Role[] = ["Admin"];

/** Admin and Kasir keep their role; any other value (or none) is a Member. */
export function normaliseRole(role: string | null | undefined): Role {
  return role === "Admin" || role === "Kasir" ? role : "Member";
}

export function isStaff(role: string | null | undefined): boolean {
  return normaliseRole(role) !== "Member";
}

/** A page that needs Admin or Kasir is a staff page; all other guarded pages are member pages. */
export function isStaffPage(allowed: readonly Role[]): boolean {
  return allowed.includes("Admin") || allowed.includes("Kasir");
}

export interface GuardInput {
  /** The session is still being loaded. */
  loading: boolean;
  /** The signed-in user, or null. */
  user: unknown;
  /** Their profile, or null when it is missing. */
  profile: { role?: string | null } | null;
  /** The roles the page admits. */
  allowed: readonly Role[];
}

export type GuardDecision =
  | { action: "loading" }
  | { action: "allow" }
  | { action: "redirect"; to: typeof STAFF_LOGIN_PATH | typeof MEMBER_LOGIN_PATH };

export function guardDecision({ loading, user, profile, allowed }: GuardInput): GuardDecision {
  if (loading) return { action: "loading" };
  const staffPage = isStaffPage(allowed);
  const pageLogin = staffPage ? STAFF_LOGIN_PATH : MEMBER_LOGIN_PATH;
  if (!user) return { action: "redirect", to: pageLogin };
  if (profile) {
    const role = normaliseRole(profile.role);
    if (allowed.includes(role)) return { action: "allow" };
    if (role === "Member" && staffPage) return { action: "redirect", to: MEMBER_LOGIN_PATH };
    if (role !== "Member" && !staffPage) return { action: "redirect", to: STAFF_LOGIN_PATH };
  }
  return { action: "redirect", to: pageLogin };
}

/** Sign-out sends Admin and Kasir to /login and everyone else to /member-login. */
export function signOutDestination(role: string | null | undefined): string {
  return isStaff(role) ? STAFF_LOGIN_PATH : MEMBER_LOGIN_PATH;
}
