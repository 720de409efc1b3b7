import { useCustom } from "@refinedev/core";
import { APP_NAME } from "../Logo";
import { DEFAULT_TIME_ZONE } from "./date";

/** The receipt header and the back-office title: who the shop is (from GET /api/settings). */
export interface ShopInfo {
  name: string;
  description: string;
  address: string;
  phone: string;
  logoUrl: string;
  timeZone: string;
}

/** The part of GET /api/settings a receipt uses. */
export interface ShopSettings {
  appName?: string;
  appDescription?: string;
  contactAddress?: string;
  contactPhone?: string;
  logoUrl?: string;
  timezone?: string;
}

export function shopInfo(settings: ShopSettings | undefined): ShopInfo {
  return {
    name: settings?.appName?.trim() || APP_NAME,
    description: settings?.appDescription?.trim() ?? "",
    address: settings?.contactAddress?.trim() ?? "",
    phone: settings?.contactPhone?.trim() ?? "",
    logoUrl: settings?.logoUrl?.trim() ?? "",
    timeZone: settings?.timezone?.trim() || DEFAULT_TIME_ZONE,
  };
}

/**
 * The shop's name, description, contact and logo. Read once and kept for a few
 * minutes (saving the settings refreshes it); while it loads (or if it cannot
 * be read) the app's name stands in.
 */
export function useShopInfo(): { shop: ShopInfo; loading: boolean } {
  const { query, result } = useCustom<ShopSettings>({
    url: "/api/settings",
    method: "get",
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return { shop: shopInfo(result?.data as ShopSettings | undefined), loading: query.isLoading };
}
