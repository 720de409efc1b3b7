import { shopInfo, type ShopInfo, type ShopSettings } from "@konter/ui-kit";
import { APP_NAME } from "../Logo";
import { useSettings } from "../useSettings";

/**
 * The shop's name, description, contact and logo, for receipt headers and the back-office
 * title; while the settings load (or if they cannot be read) the app's name stands in.
 */
export function useShopInfo(): { shop: ShopInfo; loading: boolean } {
  const { settings, loading } = useSettings();
  return { shop: shopInfo(settings as ShopSettings | undefined, APP_NAME), loading };
}
