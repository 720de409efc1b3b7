import { useQueryClient } from "@tanstack/react-query";

/**
 * Reloads every query whose key names `fragment` (an API path such as "/api/shifts"): a page's
 * summaries read with useCustom are not Refine resources that useInvalidate reaches.
 */
export function useReloadQueries() {
  const queryClient = useQueryClient();
  return (fragment: string) =>
    void queryClient.invalidateQueries({
      predicate: (q) => JSON.stringify(q.queryKey).includes(fragment),
    });
}
