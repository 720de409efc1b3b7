import { useEffect, useRef } from "react";

/**
 * Asks for the next page when the shopper scrolls near the end of a list (IntersectionObserver),
 * with a button for keyboards, screen readers and browsers without the observer.
 */
export function LoadMore({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  // A new observer reports at once whether the end is still in view, so a page that did not fill
  // the screen is followed by the next one.
  useEffect(() => {
    const element = ref.current;
    if (!element || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={ref} style={{ display: "flex", justifyContent: "center", marginTop: 24 }}>
      <button type="button" className="btn btn-outline" onClick={onLoadMore} disabled={loading}>
        {loading ? "Memuat..." : "Muat Lebih Banyak"}
      </button>
    </div>
  );
}
