import { Flex } from "antd";
import { formatRupiah } from "../../lib/format";
import { PeriodReportHeader } from "./PeriodReportHeader";
import { ServiceTable } from "./ServiceTable";
import { SummaryTiles } from "./SummaryTiles";
import { ByMethod } from "./ByMethod";
import { TopProducts } from "./TopProducts";
import { SERVICE_LIVE, usePagedReport, usePeriodParams } from "./useReport";
import type { ServiceReport } from "./types";

/**
 * Service report (/dashboard/reports/service): like the
 * sales report, for billed repairs; the fee counts as profit, parts earn their
 * margin.
 */
export default function ServiceReportPage() {
  const { from, to, outlet, setPeriod, setOutlet } = usePeriodParams();
  const { report, loading, paging } = usePagedReport<ServiceReport>({
    kind: "service",
    from,
    to,
    outlet,
    live: SERVICE_LIVE,
  });
  const s = report?.summary;
  const first = loading && !report;

  return (
    <Flex vertical gap={16}>
      <PeriodReportHeader
        title="Laporan Servis"
        kind="service"
        period={report?.period}
        onPeriod={setPeriod}
        outlet={outlet}
        onOutlet={setOutlet}
      />
      <SummaryTiles
        loading={first}
        tiles={[
          {
            label: "Total Servis",
            value: formatRupiah(s?.total),
            note: `${(s?.count ?? 0).toLocaleString("id-ID")} servis`,
          },
          { label: "Biaya Jasa", value: formatRupiah(s?.fees) },
          { label: "Penjualan Sparepart", value: formatRupiah(s?.parts_revenue) },
          { label: "Modal Sparepart", value: formatRupiah(s?.parts_cost) },
          { label: "Laba", value: formatRupiah(s?.profit), tone: "success" },
          {
            label: "Belum Dibayar Saat Ini",
            value: formatRupiah(s?.remaining),
            tone: s?.remaining ? "danger" : undefined,
          },
        ]}
      />
      <ByMethod
        methods={report?.per_method}
        collected={report?.installments_per_method}
        loading={first}
      />
      <TopProducts
        title="5 Sparepart Terbanyak"
        emptyText="Belum ada sparepart terpakai pada periode ini."
        rows={report?.top_parts ?? []}
        loading={first}
      />
      <ServiceTable rows={report?.rows.items ?? []} loading={loading} paging={paging} />
    </Flex>
  );
}
