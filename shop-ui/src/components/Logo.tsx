import { useState } from "react";
import { useAuth } from "../lib/auth";
import { useSettings } from "../lib/settings";
import { AppLink } from "./AppLink";
import { homePath } from "./navigation";
import styles from "./Logo.module.css";

/**
 * Logo and app name, linking home (the dashboard for Admin and Kasir). Falls back to the name's
 * initial if the logo can't load.
 */
export function Logo({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { appName, logoUrl } = useSettings();
  // Remembers which address failed: a new logo from the settings gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === logoUrl;
  const { profile } = useAuth();
  const to = homePath(profile?.role);
  return (
    <AppLink
      to={to}
      className={`${styles.logo} ${className ?? ""}`}
      onClick={onNavigate}
      aria-label={`${appName} — ${to === "/" ? "Beranda" : "Dashboard"}`}
    >
      {logoUrl && !failed ? (
        <img
          className={styles.mark}
          src={logoUrl}
          alt=""
          width={36}
          height={36}
          onError={() => setFailedSrc(logoUrl)}
        />
      ) : (
        <span className={styles.fallback} aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{appName}</span>
    </AppLink>
  );
}
