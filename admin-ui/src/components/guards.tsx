import { lazy, type ReactNode } from "react";
import { useIsAuthenticated, usePermissions } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { PageLoading, SessionLoading } from "./Loading";
import { HOME_PATH, LOGIN_PATH } from "../providers/authProvider";
import { decideGuard, MY_REPAIRS_PATH } from "../lib/routeGuard";
import type { Role } from "../interfaces";

// Only Admin-only pages need it; the layout's <Suspense> covers the load.
const ForbiddenPage = lazy(() => import("../pages/errors/Forbidden"));

/**
 * Route guards (loading, not signed in, wrong
 * role, allowed; the rules are `decideGuard` in lib/routeGuard.ts, which the
 * auth provider's `check` applies to the staff area).
 *
 * Unlike Refine's <Authenticated>, a background re-check (Refine re-checks
 * after login, logout and profile changes) does not unmount the page:
 * "Memuat sesi..." shows only while there is no usable answer yet, so
 * half-filled forms keep their values.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data, isFetching } = useIsAuthenticated();
  const location = useLocation();

  if (data?.authenticated) return <>{children}</>;
  // No answer yet, or a "no" left over from before signing in that is being re-checked.
  if (!data || isFetching) return <SessionLoading />;

  const target = data.redirectTo ?? LOGIN_PATH;
  if (target === LOGIN_PATH) {
    const here = location.pathname + location.search;
    const query = here.length > 1 ? `?to=${encodeURIComponent(here)}` : "";
    return <Navigate to={`${LOGIN_PATH}${query}`} replace />;
  }
  // /member-login: the route renders ExternalRedirect, a full page load to the storefront.
  return <Navigate to={target} replace />;
}

/**
 * Admin-only pages (users, members, reports, news, settings), inside
 * <RequireStaff>: a Kasir sees a 403 view in the dashboard layout. The server
 * refuses their data to a Kasir anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireArea area="admin">{children}</RequireArea>;
}

/**
 * Pages about money (the cashiers, stock with its costs, the dashboard's takings), inside
 * <RequireStaff>: a Teknisi sees a 403 view, and on /dashboard goes to their repairs instead.
 */
export function RequireMoney({ children }: { children: ReactNode }) {
  const { data: role } = usePermissions<Role | null>({});
  const { pathname } = useLocation();
  if (role === "Teknisi" && pathname === HOME_PATH)
    return <Navigate to={MY_REPAIRS_PATH} replace />;
  return <RequireArea area="money">{children}</RequireArea>;
}

function RequireArea({ area, children }: { area: "admin" | "money"; children: ReactNode }) {
  const { data: role, isLoading } = usePermissions<Role | null>({});
  const decision = decideGuard({ loading: isLoading, signedIn: true, role, area });
  switch (decision.state) {
    case "allowed":
      return <>{children}</>;
    case "loading":
      return <PageLoading />;
    case "forbidden":
      return <ForbiddenPage />;
    default:
      return <Navigate to={decision.redirectTo} replace />;
  }
}

/** Sign-in pages: a signed-in staff user goes to /dashboard. */
export function RedirectIfStaff({ children }: { children: ReactNode }) {
  const { data, isFetching } = useIsAuthenticated();

  if (!data) return <SessionLoading />;
  if (data.authenticated) {
    return isFetching ? <SessionLoading /> : <Navigate to={HOME_PATH} replace />;
  }
  return <>{children}</>;
}
