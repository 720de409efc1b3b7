import type { Role } from "../interfaces";

export const LOGIN_PATH = "/login";
export const MEMBER_LOGIN_PATH = "/member-login";
export const HOME_PATH = "/dashboard";
/** A Teknisi's first page: the repairs assigned to them. */
export const MY_REPAIRS_PATH = "/dashboard/servis-saya";

/**
 * Which kind of page a route is: a staff page (Admin, Kasir, Teknisi), a page about money
 * (Admin and Kasir: the cashiers, stock with its costs, reports of the day), an Admin-only
 * staff page, or a member page (the storefront's; listed so the rules below
 * cover every page).
 */
export type PageArea = "staff" | "money" | "admin" | "member";

export interface GuardInput {
  /** The session is still being read. */
  loading: boolean;
  /** There is a signed-in user (a session), whatever its profile says. */
  signedIn: boolean;
  /** The profile's role; null/undefined when the profile is missing. */
  role: Role | null | undefined;
  area: PageArea;
}

/** The four guard states of the spec, plus "forbidden" (a Kasir on an Admin page, a Teknisi on a page about money). */
export type GuardDecision =
  | { state: "loading" }
  | { state: "allowed" }
  | { state: "not-signed-in"; redirectTo: string }
  | { state: "wrong-role"; redirectTo: string }
  | { state: "forbidden" };

const ALLOWED: Record<PageArea, readonly Role[]> = {
  staff: ["Admin", "Kasir", "Teknisi"],
  money: ["Admin", "Kasir"],
  admin: ["Admin"],
  member: ["Member"],
};

const isStaffRole = (role: Role | null | undefined) =>
  role === "Admin" || role === "Kasir" || role === "Teknisi";

/**
 * Who may open a page, as one pure function:
 *
 * - while the session loads: loading ("Memuat sesi...");
 * - nobody signed in: staff pages go to /login, member pages to /member-login;
 * - signed in but the profile is missing or its role is not allowed:
 *   a Member on a staff page goes to /member-login, a staff user on a member
 *   page goes to /login, anything else goes to the page's own login;
 * - a Kasir on an Admin-only page, or a Teknisi on a page about money, stays signed in and
 *   sees a 403 view (the server refuses the data anyway);
 * - otherwise the page is shown.
 */
export function decideGuard({ loading, signedIn, role, area }: GuardInput): GuardDecision {
  if (loading) return { state: "loading" };
  const ownLogin = area === "member" ? MEMBER_LOGIN_PATH : LOGIN_PATH;
  if (!signedIn) return { state: "not-signed-in", redirectTo: ownLogin };
  if (role && ALLOWED[area].includes(role)) return { state: "allowed" };
  if ((area === "admin" || area === "money") && isStaffRole(role)) return { state: "forbidden" };
  if (area !== "member" && role === "Member") {
    return { state: "wrong-role", redirectTo: MEMBER_LOGIN_PATH };
  }
  if (area === "member" && isStaffRole(role)) {
    return { state: "wrong-role", redirectTo: LOGIN_PATH };
  }
  return { state: "wrong-role", redirectTo: ownLogin };
}
