import { Card, Flex, Grid, Table, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { StatusTag } from "../../components/StatusTag";
import type { Activity } from "./types";

const kindTag = (kind: string) => <Tag color={kind === "Servis" ? "purple" : "blue"}>{kind}</Tag>;

const wideColumns: ColumnType<Activity>[] = [
  {
    dataIndex: "number",
    title: "No. Transaksi",
    render: (number: string, row) => (
      <Flex vertical>
        <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
          {number}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
          {formatDateTime(row.created_at)}
        </Typography.Text>
      </Flex>
    ),
  },
  { dataIndex: "customer", title: "Pelanggan", render: (name: string) => name || "Umum" },
  { dataIndex: "kind", title: "Jenis", render: kindTag },
  {
    dataIndex: "detail",
    title: "Detail",
    render: (detail: string) => (
      <Typography.Text ellipsis={{ tooltip: detail }} style={{ maxWidth: 320 }}>
        {detail || "-"}
      </Typography.Text>
    ),
  },
  {
    dataIndex: "status",
    title: "Status",
    render: (status: string) => <StatusTag status={status} />,
  },
  {
    dataIndex: "total",
    title: "Total",
    align: "right",
    render: (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(v)}</span>,
  },
];

/** A phone: everything under the number, the total on the right. */
const narrowColumns: ColumnType<Activity>[] = [
  {
    dataIndex: "number",
    title: "Transaksi",
    render: (number: string, row) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{number}</Typography.Text>
        <span>
          {row.customer || "Umum"} {kindTag(row.kind)}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.detail}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.created_at)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    dataIndex: "total",
    title: "Total",
    align: "right",
    render: (v: number, row) => (
      <Flex vertical align="flex-end" gap={4}>
        <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(v)}</span>
        <StatusTag status={row.status} />
      </Flex>
    ),
  },
];

/** 'Aktivitas Terbaru': the 3 latest sales and 3 latest repairs, the 6 newest first (merged by the server). */
export function RecentActivity({
  rows,
  loading,
  failed,
}: {
  rows: Activity[];
  loading: boolean;
  failed: boolean;
}) {
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Card title="Aktivitas Terbaru" size="small" styles={{ body: { padding: 0 } }}>
      <Table<Activity>
        rowKey={(row) => `${row.kind}-${row.number}`}
        size="middle"
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={narrow ? undefined : { x: "max-content" }}
        columns={narrow ? narrowColumns : wideColumns}
        locale={{
          emptyText: failed ? "Aktivitas terbaru tidak dapat dimuat." : "Belum ada aktivitas.",
        }}
      />
    </Card>
  );
}
