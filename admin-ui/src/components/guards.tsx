import type { ReactNode } from "react";
import { useIsAuthenticated } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { SessionLoading } from "./Loading";
import { HOME_PATH, LOGIN_PATH } from "../providers/authProvider";

/**
 * Route guards (spec 001 §2 "Route guard": loading, not signed in, wrong
 * role, allowed). Unlike Refine's <Authenticated>, a background re-check
 * (Refine re-checks after login, logout and profile changes) does not unmount
 * the page: "Memuat sesi..." shows only while there is no usable answer yet,
 * so half-filled forms keep their values.
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
  return <Navigate to={target} replace />;
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
