import { Flex } from "antd";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { formatRupiah } from "../../lib/format";
import { ExportButton } from "./ExportButton";
import { ReportHeader } from "./ReportHeader";
import { SalesTable } from "./SalesTable";
import { ServiceTable } from "./ServiceTable";
import { SummaryTiles } from "./SummaryTiles";
import { ByMethod } from "./ByMethod";
import {
  SALES_LIVE,
  SERVICE_LIVE,
  TODAY_LIVE,
  usePagedReport,
  usePeriodParams,
  useReport,
} from "./useReport";
import type { DailyReport, SalesReport, ServiceReport } from "./types";

/**
 * Today's report (/dashboard/reports/today, reached from the
 * dashboard's revenue and transaction cards): the shop's day, its revenue and
 * profit, and the day's sales and repairs, each list paged on its own.
 */
export default function TodayReportPage() {
  const { outlet, setOutlet } = usePeriodParams();
  const { report: day, loading } = useReport<DailyReport>({
    kind: "today",
    outlet,
    perPage: 1,
    live: TODAY_LIVE,
  });
  const period = day?.period;
  const ofTheDay = { from: period?.from, to: period?.to, outlet, enabled: !!period };
  const sales = usePagedReport<SalesReport>({ kind: "sales", live: SALES_LIVE, ...ofTheDay });
  const service = usePagedReport<ServiceReport>({
    kind: "service",
    live: SERVICE_LIVE,
    ...ofTheDay,
  });
  const s = day?.sales.summary;
  const v = day?.service.summary;

  return (
    <Flex vertical gap={16}>
      <ReportHeader
        title="Laporan Hari Ini"
        back="/dashboard"
        backLabel="Kembali ke Dashboard"
        period={period}
        actions={<ExportButton kind="today" from={period?.from} outlet={outlet} />}
      />
      <OutletFilter outlet={outlet} onChange={setOutlet} />
      <SummaryTiles
        loading={loading && !day}
        tiles={[
          {
            label: "Pendapatan",
            value: formatRupiah(day?.revenue),
            note: `${((s?.count ?? 0) + (v?.count ?? 0)).toLocaleString("id-ID")} transaksi`,
          },
          { label: "Laba", value: formatRupiah(day?.profit), tone: "success" },
          {
            label: "Penjualan",
            value: formatRupiah(s?.total),
            note: `${(s?.count ?? 0).toLocaleString("id-ID")} transaksi`,
          },
          {
            label: "Servis",
            value: formatRupiah(v?.total),
            note: `${(v?.count ?? 0).toLocaleString("id-ID")} servis`,
          },
        ]}
      />
      <ByMethod
        methods={day?.per_method}
        collected={day?.installments_per_method}
        loading={loading && !day}
      />
      <SalesTable
        rows={sales.report?.rows.items ?? []}
        loading={sales.loading}
        paging={sales.paging}
      />
      <ServiceTable
        rows={service.report?.rows.items ?? []}
        loading={service.loading}
        paging={service.paging}
      />
    </Flex>
  );
}
