import { useCustom } from "@refinedev/core";

/** The categories whose new products are tracked by unit (the settings' trackedCategories). */
export function useTrackedCategories(): string[] {
  const { result } = useCustom<Record<string, string>>({
    url: "/api/settings",
    method: "get",
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  try {
    const list: unknown = JSON.parse(
      (result?.data as Record<string, string> | undefined)?.trackedCategories || "[]",
    );
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === "string") : [];
  } catch {
    return [];
  }
}
