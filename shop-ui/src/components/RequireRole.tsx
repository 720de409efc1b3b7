import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { guardDecision, type Role } from "../lib/access";
import { useAuth } from "../lib/auth";
import { Redirect } from "./AppLink";
import { PageLoader } from "./PageLoader";

export const SESSION_LOADING = "Memuat sesi...";

/**
 * The route guard: shows its children (or the nested routes) only to the allowed
 * roles, and sends everyone else to the right sign-in page.
 */
export function RequireRole({ allow, children }: { allow: readonly Role[]; children?: ReactNode }) {
  const { loading, user, profile } = useAuth();
  const decision = guardDecision({ loading, user, profile, allowed: allow });
  switch (decision.action) {
    case "loading":
      return <PageLoader label={SESSION_LOADING} showLabel />;
    case "redirect":
      return <Redirect to={decision.to} />;
    case "allow":
      return children ?? <Outlet />;
  }
}
