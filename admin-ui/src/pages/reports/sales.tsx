import { formatRupiah } from "../../lib/format";
import { PeriodReportPage, type PeriodReportView } from "./PeriodReportPage";
import { SalesTable } from "./SalesTable";
import { SALES_LIVE } from "./useReport";
import type { SalesReport } from "./types";

const view: PeriodReportView<SalesReport> = {
  title: "Laporan Penjualan",
  kind: "sales",
  live: SALES_LIVE,
  tiles: (s) => [
    {
      label: "Total Penjualan",
      value: formatRupiah(s?.total),
      note: `${(s?.count ?? 0).toLocaleString("id-ID")} transaksi`,
    },
    { label: "Modal Barang", value: formatRupiah(s?.cost) },
    { label: "Laba", value: formatRupiah(s?.profit), tone: "success" },
    { label: "Barang Terjual", value: (s?.items_sold ?? 0).toLocaleString("id-ID") },
    { label: "Diskon", value: formatRupiah(s?.discount) },
    {
      label: "Belum Dibayar Saat Ini",
      value: formatRupiah(s?.remaining),
      tone: s?.remaining ? "danger" : undefined,
    },
  ],
  top: {
    title: "5 Produk Terlaris",
    emptyText: "Belum ada barang terjual pada periode ini.",
    rows: (report) => report.top_products ?? [],
  },
  table: (rows, loading, paging) => <SalesTable rows={rows} loading={loading} paging={paging} />,
};

/**
 * Sales report (/dashboard/reports/sales): a period (the last 30 days by default), the server's
 * totals and profit, the five best sellers, the sales newest first with their items, print and
 * Excel.
 */
export default function SalesReportPage() {
  return <PeriodReportPage view={view} />;
}
