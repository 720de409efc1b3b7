import { useCustom } from "@refinedev/core";
import { shopInfo, type ShopInfo, type ShopSettings } from "@konter/ui-kit";
import { APP_NAME } from "../Logo";

/**
 * The shop's name, description, contact and logo (GET /api/settings), for receipt headers and
 * the back-office title. Read once and kept for a few minutes (saving the settings refreshes
 * it); while it loads (or if it cannot be read) the app's name stands in.
 */
export function useShopInfo(): { shop: ShopInfo; loading: boolean } {
  const { query, result } = useCustom<ShopSettings>({
    url: "/api/settings",
    method: "get",
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return {
    shop: shopInfo(result?.data as ShopSettings | undefined, APP_NAME),
    loading: query.isLoading,
  };
}
