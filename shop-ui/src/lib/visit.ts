import { countVisit } from "../api/visits";

export const VISIT_FLAG = "konter-visit-counted";

/**
 * Counts this browser session as one visit: the flag in sessionStorage is set before
 * the request, so a second call (another page, React's double effects) sends nothing; a failed
 * request clears it so the next page load tries again.
 */
export function countVisitOnce(): void {
  try {
    if (window.sessionStorage.getItem(VISIT_FLAG)) return;
    window.sessionStorage.setItem(VISIT_FLAG, "1");
  } catch {
    return;
  }
  countVisit().catch(() => {
    try {
      window.sessionStorage.removeItem(VISIT_FLAG);
    } catch {
      // Nothing to undo.
    }
  });
}
