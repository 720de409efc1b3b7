import { useEffect, useRef } from "react";
import { channelOf, liveProvider } from "../providers/liveProvider";
import type { Resource } from "@konter/ui-kit";

/**
 * Calls `refetch` whenever the server announces a change to one of these
 * resources (GET /api/events), for pages that read a summary rather than a
 * Refine list: the dashboard, the reports, the reminders bell.
 */
export function useRefetchOnChange(resources: readonly Resource[], refetch: () => unknown) {
  const latest = useRef(refetch);
  latest.current = refetch;
  const names = resources.join(",");
  useEffect(() => {
    const subscriptions = names.split(",").map((resource) =>
      liveProvider.subscribe({
        channel: channelOf(resource),
        types: ["*"],
        callback: () => void latest.current(),
      }),
    );
    return () => subscriptions.forEach((subscription) => liveProvider.unsubscribe(subscription));
  }, [names]);
}
