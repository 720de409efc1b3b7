import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";
import { isAbortError } from "../api/client";

export interface Pages<T, R> {
  /** Every item loaded so far, each once. */
  items: T[];
  total: number;
  /** The newest answer, for what a list carries besides its items (e.g. an average rating). */
  latest: R | undefined;
  /** The first page is loading. */
  loading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Loads the pages already shown again in the background, keeping them on screen meanwhile. */
  refresh: () => void;
}

interface State<T, R> {
  pages: T[][];
  latest: R | undefined;
  loading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
}

/** Items seen on two pages (the list moved while paging) are shown once. */
function flatten<T extends { id: number }>(pages: T[][]): T[] {
  const seen = new Set<number>();
  return pages.flat().filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * A list read one page at a time: the first page when `deps` change, the next on loadMore (the
 * reader scrolled down or asked for more), never the whole list in one request.
 */
/** A page of a list as the API answers it (its items null when the server has none to list). */
type Page<T> = { items: T[] | null; total: number };

export function usePages<T extends { id: number }, R extends Page<T> = Page<T>>(
  load: (page: number, signal: AbortSignal) => Promise<R>,
  perPage: number,
  deps: DependencyList,
  enabled = true,
): Pages<T, R> {
  const start: State<T, R> = {
    pages: [],
    latest: undefined,
    loading: true,
    loadingMore: false,
    error: undefined,
  };
  const [state, setState] = useState<State<T, R>>(start);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  /** Fetches the given pages; `apply` turns the answers into the next state. */
  const run = useCallback(
    (
      pages: number[],
      apply: (answers: R[], current: State<T, R>) => State<T, R>,
      quiet = false,
    ) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      Promise.all(pages.map((page) => loadRef.current(page, controller.signal))).then(
        (answers) => {
          if (!controller.signal.aborted) setState((current) => apply(answers, current));
        },
        (err: unknown) => {
          // A failed background refresh keeps what is shown.
          if (controller.signal.aborted || isAbortError(err) || quiet) return;
          const error = err instanceof Error ? err : new Error(String(err));
          setState((current) => ({ ...current, loading: false, loadingMore: false, error }));
        },
      );
    },
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    setState({ pages: [], latest: undefined, loading: true, loadingMore: false, error: undefined });
    run([1], ([first]) => ({
      pages: [first.items ?? []],
      latest: first,
      loading: false,
      loadingMore: false,
      error: undefined,
    }));
    return () => controllerRef.current?.abort();
    // The caller's deps, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, run, version, ...deps]);

  const total = state.latest?.total ?? 0;
  const hasMore = !state.loading && !state.error && state.pages.length * perPage < total;

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.loading || current.loadingMore || current.error) return;
    if (current.pages.length * perPage >= (current.latest?.total ?? 0)) return;
    setState({ ...current, loadingMore: true });
    run([current.pages.length + 1], ([page], now) => ({
      ...now,
      pages: [...now.pages, page.items ?? []],
      latest: page,
      loadingMore: false,
    }));
  }, [perPage, run]);

  const refresh = useCallback(() => {
    const count = Math.max(stateRef.current.pages.length, 1);
    run(
      Array.from({ length: count }, (_, i) => i + 1),
      (answers, current) => ({
        ...current,
        pages: answers.map((a) => a.items ?? []),
        latest: answers[0],
        loadingMore: false,
      }),
      true,
    );
  }, [run]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);

  return {
    items: flatten(state.pages),
    total,
    latest: state.latest,
    loading: state.loading,
    loadingMore: state.loadingMore,
    error: state.error,
    hasMore,
    loadMore,
    reload,
    refresh,
  };
}
