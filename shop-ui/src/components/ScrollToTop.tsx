import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at the top. Links with a #hash are left to the page that owns the anchor,
 * and back/forward (POP) to the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Only a change of page counts; query changes (filters) keep the position.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash || navigationType === "POP") return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
