import { useCallback, useEffect, useMemo, useState } from "react";
import { useList, type BaseRecord, type CrudFilter, type CrudSort } from "@refinedev/core";
import { failureText } from "../../lib/notify";

/** How long the typing settles before the words go to the server. */
export const SEARCH_SETTLE_MS = 250;

export interface ServerSearchOptions {
  /** The list searched with `q` (customers, suppliers, products, units…). */
  resource: string;
  /** What every search keeps (only repairs in progress, only a product's units in stock). */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  pageSize: number;
  /** Off: nothing is asked (a closed dialog). */
  enabled?: boolean;
  /** False: nothing is listed before a word is typed (the cashier's product search). */
  listsWithoutWords?: boolean;
  /** The toast's beginning when the search fails ("Gagal memuat data produk"). */
  failure?: string;
}

/**
 * A list searched on the server as it is typed, that only ever offers the answer to what is
 * typed now: while the server has not answered the words in the box, `found` is undefined, so
 * the rows of an earlier search (or of the unfiltered list) are never taken for them.
 * `typed` is the box's text; `searchNow` puts words in it and asks at once (a code given back
 * by a scan).
 */
export function useServerSearch<T extends BaseRecord>({
  resource,
  filters = [],
  sorters,
  pageSize,
  enabled = true,
  listsWithoutWords = true,
  failure = "Gagal memuat data",
}: ServerSearchOptions) {
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState("");
  const words = typed.trim();

  useEffect(() => {
    if (words === searched) return;
    const timer = setTimeout(() => setSearched(words), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [words, searched]);

  const asking = enabled && (listsWithoutWords || searched !== "");
  const { result, query } = useList<T>({
    resource,
    filters: searched
      ? [...filters, { field: "q", operator: "contains", value: searched }]
      : filters,
    sorters,
    pagination: { currentPage: 1, pageSize },
    queryOptions: { enabled: asking },
    errorNotification: (error) => ({ type: "error", message: failureText(failure, error) }),
  });
  const answered = asking && searched === words && query.isSuccess && !query.isPlaceholderData;
  const rows = result.data;
  const found = useMemo(() => (answered ? (rows ?? []) : undefined), [answered, rows]);

  // Enter pressed before the answer to its words came: it is taken when that answer comes.
  // Words typed since then are another search, which Enter did not ask for.
  const [waiting, setWaiting] = useState<{ words: string; take: (found: T[]) => void } | null>(
    null,
  );
  useEffect(() => {
    if (!waiting) return;
    if (waiting.words !== words) setWaiting(null);
    else if (found) {
      setWaiting(null);
      waiting.take(found);
    }
  }, [waiting, words, found]);

  const searchNow = useCallback((text: string) => {
    setTyped(text);
    setSearched(text.trim());
  }, []);

  return {
    typed,
    setTyped,
    searchNow,
    /** The trimmed words in the box. */
    words,
    /** The server's answer to `words`; undefined until it came. */
    found,
    /** Enter: `take` gets the answer to the words typed now, at once or as soon as it comes. */
    whenAnswered: (take: (found: T[]) => void) => {
      if (found) take(found);
      else setWaiting({ words, take });
    },
    /** Asking the server (the first answer, or a live refetch). */
    fetching: asking && query.isFetching,
  };
}
