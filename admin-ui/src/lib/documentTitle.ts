import type { IResourceItem } from "@refinedev/core";

const APP = "Konter";

/** Browser tab titles: "Stok Barang | Konter", "Penjualan | Konter" on /login. */
export function documentTitle({
  resource,
  pathname,
}: {
  resource?: IResourceItem;
  pathname?: string;
}): string {
  if (pathname === "/login") return `Penjualan | ${APP}`;
  if (pathname === "/profile") return `Profil | ${APP}`;
  const label = resource?.meta?.label;
  return typeof label === "string" && label ? `${label} | ${APP}` : APP;
}
