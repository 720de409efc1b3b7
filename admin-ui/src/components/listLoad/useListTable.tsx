import { useRef } from "react";
import { useTable, type useTableProps, type useTableReturnType } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { failureText } from "../../lib/notify";
import { LoadError } from "./LoadError";

/** Where the rows would be when nothing loaded yet: the error above says why. */
export const MSG_NOT_SHOWN = "Data belum dapat ditampilkan.";

export interface ListTexts {
  /** The spec's prefix, e.g. "Gagal memuat data produk". */
  failed: string;
  /** What an empty list says, e.g. "Belum ada barang.". */
  empty: string;
}

/**
 * Refine's useTable for every back-office list, with one way of failing: a load
 * that fails shows "{failed}: {message}" above the table with 'Coba lagi', the
 * rows last loaded stay on screen, and the table never claims to be empty
 * because a request failed. Render `loadError` above the table and spread
 * `tableProps` on it (its locale carries the empty text).
 */
export function useListTable<TData extends BaseRecord, TSearch = unknown>(
  props: useTableProps<TData, HttpError, TSearch, TData>,
  texts: ListTexts,
): useTableReturnType<TData, HttpError, TSearch> & { loadError: React.ReactNode } {
  const table = useTable<TData, HttpError, TSearch>({ ...props, errorNotification: false });
  const { tableQuery, tableProps } = table;
  const lastGood = useRef<readonly TData[]>([]);
  const failed = tableQuery.isError;
  if (!failed && tableProps.dataSource) lastGood.current = tableProps.dataSource;
  const message = failed ? failureText(texts.failed, tableQuery.error) : "";
  return {
    ...table,
    tableProps: {
      ...tableProps,
      dataSource: failed ? lastGood.current : tableProps.dataSource,
      locale: { emptyText: failed ? MSG_NOT_SHOWN : texts.empty },
    },
    loadError: failed ? (
      <LoadError message={message} onRetry={() => void tableQuery.refetch()} />
    ) : null,
  };
}
