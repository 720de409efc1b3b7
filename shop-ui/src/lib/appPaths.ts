import { useCallback } from "react";
import { useNavigate } from "react-router";
import { leaving } from "./leave";

/** Routes of the back-office app, answered by the server with that app. */
const STAFF_APP_ROUTES = ["/dashboard", "/login", "/profile"];

export function isStaffAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return STAFF_APP_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** Navigates within the storefront, or loads the back-office for its paths. */
export function useGoTo(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (path, options = {}) => {
      if (isStaffAppPath(path)) leaving.to(path, options.replace);
      else navigate(path, { replace: options.replace });
    },
    [navigate],
  );
}
