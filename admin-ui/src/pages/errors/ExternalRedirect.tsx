import { useEffect, useState } from "react";
import { Result } from "antd";
import { PageLoading } from "../../components/Loading";

const GUARD_KEY = "konter-admin-external-redirect";

/**
 * Routes owned by the storefront app (e.g. /member-login): leave this SPA with
 * a full page load so the Go server answers with the storefront. If we land
 * here again within a few seconds the server sent this app back, so stop
 * instead of reloading forever.
 */
export function ExternalRedirect({ to }: { to: string }) {
  const [looped, setLooped] = useState(false);
  useEffect(() => {
    const last = Number(window.sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (Date.now() - last < 5000) {
      window.sessionStorage.removeItem(GUARD_KEY);
      setLooped(true);
      return;
    }
    window.sessionStorage.setItem(GUARD_KEY, String(Date.now()));
    window.location.replace(to);
  }, [to]);
  if (looped) {
    return <Result status="warning" subTitle="Halaman ini tidak tersedia di aplikasi staf." />;
  }
  return <PageLoading />;
}
