import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at the top. Links with a #hash are left to the page that owns the anchor,
 * and back/forward (POP) to the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (hash || navigationType === "POP") return;
    window.scrollTo(0, 0);
    // Only a change of page counts; query changes (filters) keep the position.
  }, [pathname]);
  return null;
}
