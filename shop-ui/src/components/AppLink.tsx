import { useEffect, type AnchorHTMLAttributes } from "react";
import { Link, Navigate } from "react-router";
import { isStaffAppPath } from "../lib/appPaths";
import { leaving } from "../lib/leave";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link that works for both apps: the back-office's pages load in full, the shop's stay in the router. */
export function AppLink({ to, children, ...props }: AppLinkProps) {
  if (isStaffAppPath(to))
    return (
      <a href={to} {...props}>
        {children}
      </a>
    );
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}

/** <Navigate replace> that also reaches the back-office's pages. */
export function Redirect({ to }: { to: string }) {
  const external = isStaffAppPath(to);
  useEffect(() => {
    if (external) leaving.to(to, true);
  }, [external, to]);
  return external ? null : <Navigate to={to} replace />;
}
