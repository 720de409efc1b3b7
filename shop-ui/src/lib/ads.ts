import { listAds } from "../api/content";
import type { AdPlacement, Advertisement } from "../api/types";
import { useAsync, useFailureToast } from "./hooks";
import { useChangeNotice } from "./realtime";
import { RESOURCE } from "@konter/ui-kit";

export const MSG_ADS_FAILED = "Gagal memuat data iklan.";

/**
 * The active ads of a placement, kept current: an ad the back-office adds, hides or deletes shows
 * or goes without a reload (realtime notice `advertisements`). A failed first load shows the
 * spec's toast and no ads; the page works without them.
 */
export function useAds(placement: AdPlacement): { ads: Advertisement[]; loading: boolean } {
  const { data, error, loading, refresh } = useAsync(
    (signal) => listAds(placement, signal),
    [placement],
  );
  useChangeNotice(RESOURCE.advertisements, refresh);
  useFailureToast(error, () => MSG_ADS_FAILED);
  return { ads: data?.items ?? [], loading };
}
