import type { ReactNode } from "react";
import { Flex } from "antd";
import type { ApiSchemas, Resource } from "@konter/ui-kit";
import { PeriodReportHeader } from "./PeriodReportHeader";
import { SummaryTiles, type Tile } from "./SummaryTiles";
import { ByMethod } from "./ByMethod";
import { TopProducts } from "./TopProducts";
import { usePagedReport, usePeriodParams } from "./useReport";
import type { RowsPaging } from "./paging";
import type { SalesReport, ServiceReport } from "./types";

type PeriodReport = SalesReport | ServiceReport;

/** What one period report (sales, service) shows of the server's report. */
export interface PeriodReportView<T extends PeriodReport> {
  title: string;
  kind: "sales" | "service";
  live: readonly Resource[];
  tiles: (summary: T["summary"] | undefined) => Tile[];
  top: { title: string; emptyText: string; rows: (report: T) => ApiSchemas["ProductRank"][] };
  table: (rows: NonNullable<T["rows"]["items"]>, loading: boolean, paging: RowsPaging) => ReactNode;
}

/**
 * A period report's page: the period and the outlet (in the address), the server's totals, the
 * money per payment method, the five at the top, and the documents a page at a time.
 */
export function PeriodReportPage<T extends PeriodReport>({ view }: { view: PeriodReportView<T> }) {
  const { from, to, outlet, setPeriod, setOutlet } = usePeriodParams();
  const { report, loading, paging } = usePagedReport<T>({
    kind: view.kind,
    from,
    to,
    outlet,
    live: view.live,
  });
  const first = loading && !report;

  return (
    <Flex vertical gap={16}>
      <PeriodReportHeader
        title={view.title}
        kind={view.kind}
        period={report?.period}
        onPeriod={setPeriod}
        outlet={outlet}
        onOutlet={setOutlet}
      />
      <SummaryTiles loading={first} tiles={view.tiles(report?.summary)} />
      <ByMethod
        methods={report?.per_method}
        collected={report?.installments_per_method}
        loading={first}
      />
      <TopProducts
        title={view.top.title}
        emptyText={view.top.emptyText}
        rows={report ? view.top.rows(report) : []}
        loading={first}
      />
      {view.table(report?.rows.items ?? [], loading, paging)}
    </Flex>
  );
}
