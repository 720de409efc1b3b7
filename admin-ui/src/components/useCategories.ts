import { useCustom } from "@refinedev/core";

/**
 * The shop's categories (GET /api/categories), for the pickers that offer them. `enabled`
 * false waits (a dialog not yet open); `quiet` leaves a failure unannounced where an empty
 * list is harmless.
 */
export function useCategories({ enabled = true, quiet = false } = {}): {
  categories: string[];
  loading: boolean;
  refetch: () => Promise<unknown>;
} {
  const { query, result } = useCustom<{ items: string[] }>({
    url: "/api/categories",
    method: "get",
    queryOptions: { enabled },
    ...(quiet ? { errorNotification: false as const } : {}),
  });
  return {
    categories: (result?.data as { items?: string[] } | undefined)?.items ?? [],
    loading: query.isLoading,
    refetch: query.refetch,
  };
}
