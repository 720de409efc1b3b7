import { useState } from "react";
import { useSearchParams } from "react-router";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import type { RowsPaging } from "./paging";
import { readReportParams, reportSearch } from "./params";
import type { Period } from "./types";
import type { Resource } from "@konter/ui-kit";

export const MSG_LOAD_FAILED = "Gagal memuat laporan";

/** Live resources that change each report. */
export const SALES_LIVE = ["sales_transactions"] as const;
export const SERVICE_LIVE = ["service_transactions"] as const;
export const TODAY_LIVE = ["sales_transactions", "service_transactions"] as const;

/**
 * The period and the outlet of a report page, kept in the address (?from=&to=&outlet=) so a
 * report can be reloaded or shared as it is. No period: the server's default, the last 30 days
 * up to the shop's today; no outlet: every outlet.
 */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const current = readReportParams(params);
  const setPeriod = (period: Partial<Period> | null) =>
    setParams(reportSearch(current, { period }), { replace: true });
  const setOutlet = (outlet: number | undefined) =>
    setParams(reportSearch(current, { outlet: outlet ?? null }), { replace: true });
  return { ...current, setPeriod, setOutlet };
}

/** Page and page size of a report's row list; back to page 1 when the period changes. */
export function usePaging(periodKey: string) {
  const [state, setState] = useState({ key: periodKey, page: 1, perPage: DEFAULT_PER_PAGE });
  const current =
    state.key === periodKey ? state : { key: periodKey, page: 1, perPage: state.perPage };
  return {
    page: current.page,
    perPage: current.perPage,
    setPage: (page: number, perPage: number) =>
      setState({ key: periodKey, page: perPage === current.perPage ? page : 1, perPage }),
  };
}

/**
 * GET /api/reports/{kind} for a period at an outlet (none: every outlet) and a page of rows,
 * refetched when the server announces a change to one of `live`.
 */
export function useReport<T extends BaseRecord>({
  kind,
  from,
  to,
  outlet,
  page = 1,
  perPage = DEFAULT_PER_PAGE,
  live,
  enabled = true,
}: {
  kind: "today" | "sales" | "service";
  from?: string;
  to?: string;
  outlet?: number;
  page?: number;
  perPage?: number;
  live: readonly Resource[];
  enabled?: boolean;
}) {
  const { query } = useCustom<T>({
    url: `/api/reports/${kind}`,
    method: "get",
    config: { query: { from, to, outlet_id: outlet, page, per_page: perPage } },
    queryOptions: { enabled, staleTime: 0, placeholderData: (previous) => previous },
    errorNotification: (error) => ({
      type: "error",
      message: `${MSG_LOAD_FAILED}: ${error?.message ?? ""}`,
    }),
  });
  useRefetchOnChange(live, query.refetch);
  return {
    report: query.isError ? undefined : query.data?.data,
    loading: query.isFetching,
    failed: query.isError,
  };
}

/**
 * A report with a row list (sales, service) for a period at an outlet, its rows a page at a
 * time; the pager goes back to page 1 when the period or the outlet changes.
 */
export function usePagedReport<T extends BaseRecord & { rows: { total: number } }>({
  kind,
  from,
  to,
  outlet,
  live,
  enabled,
}: {
  kind: "sales" | "service";
  from?: string;
  to?: string;
  outlet?: number;
  live: readonly Resource[];
  enabled?: boolean;
}) {
  const { page, perPage, setPage } = usePaging(`${from}_${to}_${outlet}`);
  const { report, loading } = useReport<T>({
    kind,
    from,
    to,
    outlet,
    page,
    perPage,
    live,
    enabled,
  });
  const paging: RowsPaging = { total: report?.rows.total ?? 0, page, perPage, onChange: setPage };
  return { report, loading, paging };
}
