import { Flex, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { StatusTag } from "../../components/StatusTag";
import { DocumentActionsHost, SaleActions } from "../returns";
import type { Sale } from "../sales/types";
import type { RowsPaging } from "./paging";
import { RowsTable, money } from "./RowsTable";

/**
 * A voided sale is 'Batal', one whose goods all came back 'Diretur'; one with something left to
 * pay is 'Cicilan', otherwise 'Lunas'. A sale returned in part says how much came back.
 */
function status(sale: Sale) {
  const returned = sale.returned_amount ?? 0;
  const label = sale.voided_at
    ? "Batal"
    : returned > 0 && returned >= sale.total_amount
      ? "Diretur"
      : sale.remaining_amount > 0
        ? "Cicilan"
        : "Lunas";
  return (
    <>
      <StatusTag status={label} />
      {!sale.voided_at && returned > 0 && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
            Diretur {formatRupiah(returned)}
          </Typography.Text>
        </div>
      )}
    </>
  );
}

const items = (sale: Sale) => (
  <Flex vertical style={{ maxWidth: 320 }}>
    {(sale.items ?? []).map((item) => (
      <Typography.Text key={`${item.product_id}`} style={{ fontSize: 13 }}>
        {item.quantity.toLocaleString("id-ID")}x {item.product_name}
      </Typography.Text>
    ))}
  </Flex>
);

const wideColumns: ColumnType<Sale>[] = [
  {
    dataIndex: "created_at",
    title: "Tanggal",
    render: (v: string) => <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(v)}</span>,
  },
  {
    dataIndex: "transaction_id_display",
    title: "No. Transaksi",
    render: (n: string) => <span style={{ whiteSpace: "nowrap" }}>{n}</span>,
  },
  {
    dataIndex: "customer_name_cache",
    title: "Pelanggan",
    render: (name: string | null) => name || "Umum",
  },
  { key: "items", title: "Barang", render: (_, sale) => items(sale) },
  { dataIndex: "discount", title: "Diskon", align: "right", responsive: ["lg"], render: money },
  { dataIndex: "total_amount", title: "Total", align: "right", render: money },
  { key: "status", title: "Status", render: (_, sale) => status(sale) },
  {
    dataIndex: "kasir_name",
    title: "Kasir",
    responsive: ["xl"],
    render: (v: string | null) => v || "-",
  },
  { key: "actions", title: "Aksi", render: (_, sale) => <SaleActions sale={sale} /> },
];

const narrowColumns: ColumnType<Sale>[] = [
  {
    dataIndex: "transaction_id_display",
    title: "Transaksi",
    render: (n: string, sale) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{n}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(sale.created_at)} · {sale.customer_name_cache || "Umum"}
        </Typography.Text>
        {items(sale)}
      </Flex>
    ),
  },
  {
    dataIndex: "total_amount",
    title: "Total",
    align: "right",
    render: (v: number, sale) => (
      <Flex vertical align="flex-end" gap={4}>
        {money(v)}
        {status(sale)}
        <SaleActions sale={sale} />
      </Flex>
    ),
  },
];

/** The period's sales, newest first, with their items; a page at a time. */
export function SalesTable({
  rows,
  loading,
  paging,
  title = "Transaksi Penjualan",
}: {
  rows: Sale[];
  loading: boolean;
  paging: RowsPaging;
  title?: string;
}) {
  return (
    <DocumentActionsHost>
      <RowsTable<Sale>
        title={title}
        rows={rows}
        loading={loading}
        paging={paging}
        unit="transaksi"
        emptyText="Tidak ada transaksi penjualan pada periode ini."
        wideColumns={wideColumns}
        narrowColumns={narrowColumns}
      />
    </DocumentActionsHost>
  );
}
