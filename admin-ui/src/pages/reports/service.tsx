import { formatRupiah } from "../../lib/format";
import { PeriodReportPage, type PeriodReportView } from "./PeriodReportPage";
import { ServiceTable } from "./ServiceTable";
import { SERVICE_LIVE } from "./useReport";
import type { ServiceReport } from "./types";

const view: PeriodReportView<ServiceReport> = {
  title: "Laporan Servis",
  kind: "service",
  live: SERVICE_LIVE,
  tiles: (s) => [
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
  ],
  top: {
    title: "5 Sparepart Terbanyak",
    emptyText: "Belum ada sparepart terpakai pada periode ini.",
    rows: (report) => report.top_parts ?? [],
  },
  table: (rows, loading, paging) => <ServiceTable rows={rows} loading={loading} paging={paging} />,
};

/**
 * Service report (/dashboard/reports/service): like the sales report, for billed repairs; the
 * fee counts as profit, parts earn their margin.
 */
export default function ServiceReportPage() {
  return <PeriodReportPage view={view} />;
}
