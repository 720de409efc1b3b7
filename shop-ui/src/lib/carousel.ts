/**
 * The carousel's looping index arithmetic: after the last slide comes the first, before the first
 * the last. Kept pure so the loop rules are tested without timers or a DOM.
 */

/** Time each slide stays before the carousel moves on by itself. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Any index (negative, past the end) brought into 0…count-1; 0 for an empty carousel. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * Which slide to show after the list of slides changed (an ad added or deleted live): the one
 * that was on screen if it is still there, otherwise the same position, wrapped.
 */
export function indexAfterChange<T>(
  previous: readonly T[],
  next: readonly T[],
  index: number,
  key: (item: T) => unknown,
): number {
  const shown = previous[index];
  if (shown !== undefined) {
    const id = key(shown);
    const found = next.findIndex((item) => key(item) === id);
    if (found >= 0) return found;
  }
  return wrapIndex(index, next.length);
}
