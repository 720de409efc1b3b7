import { useRef } from "react";
import { useSubscription } from "@refinedev/core";
import { channelOf } from "../providers/liveProvider";

/**
 * Calls `refetch` whenever the server announces a change to one of these
 * resources (GET /api/events), for pages that read a summary rather than a
 * Refine list: the dashboard, the reports, the reminders bell.
 *
 * `resources` must be the same list on every render (a module constant):
 * there is one subscription per name.
 */
export function useRefetchOnChange(resources: readonly string[], refetch: () => unknown) {
  const latest = useRef(refetch);
  latest.current = refetch;
  for (const resource of resources) {
    useSubscription({ channel: channelOf(resource), onLiveEvent: () => void latest.current() });
  }
}
