import { useGetIdentity } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Flex, Table, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { EyeOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import type { Identity } from "../../providers/authProvider";
import { PageLoading } from "../../components/Loading";
import { RowAction } from "../../components/RowAction";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";
import { formatDateTime } from "../../lib/format";
import { InfoEditor } from "./InfoEditor";
import { StatusTag } from "./StatusTag";
import { CustomerCell, DeviceCell } from "./cells";
import { serviceNumber } from "./service";
import type { ServiceEntry } from "./types";
import { useEntryDialogs } from "./useEntryDialogs";

/** The repairs still on the bench: neither collected nor cancelled. */
export const BENCH_STATUSES = "Pending,Proses,Selesai";

/**
 * Servis Saya (/dashboard/servis-saya): the repairs assigned to the signed-in technician that are
 * still on the bench, newest first; a Teknisi lands here. Each is worked from here: its service
 * info inline, its details, edit and the assignment in the detail drawer.
 */
export default function MyRepairs() {
  const { data: me } = useGetIdentity<Identity>();
  if (!me) return <PageLoading />;
  return <Assigned technician={me.id} />;
}

function Assigned({ technician }: { technician: number }) {
  const { tableProps, loadError } = useListTable<ServiceEntry>(
    {
      resource: "service_entries",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      filters: {
        permanent: [
          { field: "technician_id", operator: "eq", value: technician },
          { field: "status", operator: "eq", value: BENCH_STATUSES },
        ],
      },
    },
    { failed: "Gagal memuat data service", empty: "Belum ada servis yang ditugaskan kepada Anda." },
  );
  const { showDetail, dialogs } = useEntryDialogs();

  const column: ColumnType<ServiceEntry> = {
    key: "repair",
    title: "Servis",
    render: (_, e) => (
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{serviceNumber(e.id)}</Typography.Text>
          <StatusTag status={e.status} />
          <RowAction
            title="Detail"
            icon={<EyeOutlined />}
            subject={serviceNumber(e.id)}
            onClick={() => showDetail(e)}
          />
        </Flex>
        <DeviceCell entry={e} />
        <CustomerCell entry={e} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Masuk {formatDateTime(e.date)}
        </Typography.Text>
        <InfoEditor entry={e} />
      </Flex>
    ),
  };

  return (
    <List title="Servis Saya" breadcrumb={false}>
      {loadError}
      <Table<ServiceEntry>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={[column]}
        pagination={listPagination(tableProps.pagination, "service")}
      />
      {dialogs}
    </List>
  );
}
