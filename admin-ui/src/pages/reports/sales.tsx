import { Flex } from "antd";
import { formatRupiah } from "../../lib/format";
import { PeriodReportHeader } from "./PeriodReportHeader";
import { SalesTable } from "./SalesTable";
import { SummaryTiles } from "./SummaryTiles";
import { ByMethod } from "./ByMethod";
import { TopProducts } from "./TopProducts";
import { SALES_LIVE, usePagedReport, usePeriodParams } from "./useReport";
import type { SalesReport } from "./types";

/**
 * Sales report (/dashboard/reports/sales): a period
 * (the last 30 days by default), the server's totals and profit, the five
 * best sellers, the sales newest first with their items, print and Excel.
 */
export default function SalesReportPage() {
  const { from, to, outlet, setPeriod, setOutlet } = usePeriodParams();
  const { report, loading, paging } = usePagedReport<SalesReport>({
    kind: "sales",
    from,
    to,
    outlet,
    live: SALES_LIVE,
  });
  const s = report?.summary;
  const first = loading && !report;

  return (
    <Flex vertical gap={16}>
      <PeriodReportHeader
        title="Laporan Penjualan"
        kind="sales"
        period={report?.period}
        onPeriod={setPeriod}
        outlet={outlet}
        onOutlet={setOutlet}
      />
      <SummaryTiles
        loading={first}
        tiles={[
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
        ]}
      />
      <ByMethod
        methods={report?.per_method}
        collected={report?.installments_per_method}
        loading={first}
      />
      <TopProducts
        title="5 Produk Terlaris"
        emptyText="Belum ada barang terjual pada periode ini."
        rows={report?.top_products ?? []}
        loading={first}
      />
      <SalesTable rows={report?.rows.items ?? []} loading={loading} paging={paging} />
    </Flex>
  );
}
