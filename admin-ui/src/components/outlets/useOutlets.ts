import { useCustom } from "@refinedev/core";
import type { Outlet } from "../../pages/outlets/types";

/**
 * The shop's outlets (GET /api/outlets), the first first. `several` is false for a shop with one
 * outlet, and while they load: such a shop shows no outlet choice anywhere.
 */
export function useOutlets(): { outlets: Outlet[]; several: boolean } {
  const { result } = useCustom<{ items: Outlet[] }>({
    url: "/api/outlets",
    method: "get",
    config: { query: { per_page: 100 } },
    errorNotification: false,
    queryOptions: { staleTime: 60_000 },
  });
  const outlets = (result?.data as { items?: Outlet[] } | undefined)?.items ?? [];
  return { outlets, several: outlets.length > 1 };
}
