import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";
import { isAbortError } from "../api/client";
import { useSettings } from "./settings";
import { toast } from "./toast";

export interface AsyncState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again, showing the loading state (e.g. 'Coba Lagi'). */
  reload: () => void;
  /** Loads again in the background, keeping what is shown until the answer arrives (realtime). */
  refresh: () => void;
}

/**
 * Runs `load` when `deps` change, aborting the previous request. Keeps the last data while a new
 * request runs, so a page can decide between skeletons and stale content.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const quietRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const quiet = quietRef.current;
    quietRef.current = false;
    if (!quiet) {
      setLoading(true);
      setError(undefined);
    }
    loadRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setError(undefined);
        setLoading(false);
      },
      (err: unknown) => {
        // A failed background refresh keeps the content already shown.
        if (controller.signal.aborted || isAbortError(err) || quiet) return;
        setError(err instanceof Error ? err : new Error(String(err)));
        setData(undefined);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The caller's deps, checked where useAsync is called (additionalHooks in eslint.shared.mjs).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quietRef.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { data, error, loading, reload, refresh };
}

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Sets the browser tab title: "Page — App name", or the app name alone. */
export function useDocumentTitle(title?: string): void {
  const { appName } = useSettings();
  useEffect(() => {
    document.title = title ? `${title} — ${appName}` : appName;
  }, [title, appName]);
}

/**
 * Shows a load failure as an error toast too (besides the message in the page), once per
 * failure; `text` gives the toast, or null for a failure the page alone explains.
 */
export function useFailureToast(
  error: Error | undefined | null,
  text: (error: Error) => string | null,
): void {
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    const message = error ? textRef.current(error) : null;
    if (message) toast.error(message);
  }, [error]);
}
