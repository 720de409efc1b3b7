import { useCustom } from "@refinedev/core";

/**
 * The shop's settings (GET /api/settings): read once and kept for a few minutes by every screen
 * that needs one of them (saving the settings refreshes them); undefined while they load or if
 * they cannot be read.
 */
export function useSettings(): { settings?: Record<string, string>; loading: boolean } {
  const { query, result } = useCustom<Record<string, string>>({
    url: "/api/settings",
    method: "get",
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return { settings: result?.data as Record<string, string> | undefined, loading: query.isLoading };
}
