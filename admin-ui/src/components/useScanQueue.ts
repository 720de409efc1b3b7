import { useCallback, useRef, useState } from "react";

/**
 * Scans resolved one after another, in the order they were read: a scanner types a code and
 * Enter in ~50 ms, faster than the server answers, so each code is queued at once (the field
 * can be cleared for the next scan) and never runs into the one before. `waiting` counts the
 * codes not resolved yet.
 */
export function useScanQueue<T = string>(resolve: (scan: T) => Promise<unknown>) {
  const [waiting, setWaiting] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(resolve);
  latest.current = resolve;
  const enqueue = useCallback((scan: T) => {
    setWaiting((n) => n + 1);
    queue.current = queue.current
      .then(() => latest.current(scan))
      .catch(() => undefined)
      .finally(() => setWaiting((n) => n - 1));
  }, []);
  return { enqueue, waiting };
}
