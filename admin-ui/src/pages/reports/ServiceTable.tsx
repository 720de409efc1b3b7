import { Flex, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { formatDateTime } from "../../lib/format";
import { StatusTag } from "../../components/StatusTag";
import { DocumentActionsHost, ServiceBillActions } from "../returns";
import type { RowsPaging } from "./paging";
import { RowsTable, money } from "./RowsTable";
import type { ApiSchemas } from "@konter/ui-kit";

/** A billed repair as the service report lists it. */
type ServiceRow = ApiSchemas["ServiceReportRow"];

const device = (row: ServiceRow) => (
  <Flex vertical style={{ minWidth: 160, maxWidth: 280 }}>
    <Typography.Text>{row.device_type}</Typography.Text>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.damage_type}
    </Typography.Text>
  </Flex>
);

const parts = (row: ServiceRow) =>
  !row.parts?.length ? (
    <Typography.Text type="secondary">-</Typography.Text>
  ) : (
    <Flex vertical style={{ minWidth: 160, maxWidth: 280 }}>
      {row.parts.map((part) => (
        <Typography.Text key={part.id} style={{ fontSize: 13 }}>
          {part.quantity.toLocaleString("id-ID")}x {part.product_name}
        </Typography.Text>
      ))}
    </Flex>
  );

const payment = (row: ServiceRow) => (
  <StatusTag status={row.voided_at ? "Batal" : row.remaining_amount > 0 ? "Cicilan" : "Lunas"} />
);

const actions = (row: ServiceRow) => (
  <ServiceBillActions entryId={row.service_entry_id} voided={!!row.voided_at} />
);

const wideColumns: ColumnType<ServiceRow>[] = [
  {
    dataIndex: "created_at",
    title: "Tanggal",
    render: (v: string) => <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(v)}</span>,
  },
  {
    dataIndex: "service_entry_id",
    title: "No. Servis",
    render: (id: number) => <span style={{ whiteSpace: "nowrap" }}>SVC-{id}</span>,
  },
  { dataIndex: "customer_name_cache", title: "Pelanggan" },
  { key: "device", title: "Perangkat", render: (_, row) => device(row) },
  { key: "parts", title: "Sparepart", render: (_, row) => parts(row) },
  { dataIndex: "service_fee", title: "Biaya Jasa", align: "right", render: money },
  { dataIndex: "total_amount", title: "Total", align: "right", render: money },
  { key: "payment", title: "Pembayaran", render: (_, row) => payment(row) },
  { dataIndex: "status", title: "Status", render: (s: string) => <StatusTag status={s} /> },
  { key: "actions", title: "Aksi", render: (_, row) => actions(row) },
];

const narrowColumns: ColumnType<ServiceRow>[] = [
  {
    dataIndex: "service_entry_id",
    title: "Servis",
    render: (id: number, row) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>SVC-{id}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.created_at)} · {row.customer_name_cache}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 13 }}>
          {row.device_type} — {row.damage_type}
        </Typography.Text>
        {row.parts?.map((part) => (
          <Typography.Text key={part.id} type="secondary" style={{ fontSize: 12 }}>
            {part.quantity.toLocaleString("id-ID")}x {part.product_name}
          </Typography.Text>
        ))}
      </Flex>
    ),
  },
  {
    dataIndex: "total_amount",
    title: "Total",
    align: "right",
    render: (v: number, row) => (
      <Flex vertical align="flex-end" gap={4}>
        {money(v)}
        <StatusTag status={row.status} />
        {row.voided_at && payment(row)}
        {actions(row)}
      </Flex>
    ),
  },
];

/** The period's billed repairs, newest first, with their parts; a page at a time. */
export function ServiceTable({
  rows,
  loading,
  paging,
  title = "Transaksi Servis",
}: {
  rows: ServiceRow[];
  loading: boolean;
  paging: RowsPaging;
  title?: string;
}) {
  return (
    <DocumentActionsHost>
      <RowsTable<ServiceRow>
        title={title}
        rows={rows}
        loading={loading}
        paging={paging}
        unit="servis"
        emptyText="Tidak ada transaksi servis pada periode ini."
        wideColumns={wideColumns}
        narrowColumns={narrowColumns}
      />
    </DocumentActionsHost>
  );
}
