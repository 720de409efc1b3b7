import { Link, useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import { Button, Flex, Grid, Table, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { ArrowLeftOutlined, WalletOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { CustomerCell, DeviceCell, NumberCell } from "./cells";
import { StatusTag } from "./StatusTag";
import { WhatsAppButton } from "./WhatsAppButton";
import { CASHIER_PATH } from "./paths";
import { serviceNumber } from "./service";
import type { ServiceEntry } from "./types";
import { useListTable } from "../../components/listLoad/useListTable";

/**
 * Services in progress (/dashboard/services-in-progress): the
 * entries whose status is Pending or Proses, newest first, each one step
 * from the service cashier.
 */
export default function ServicesInProgress() {
  const narrow = Grid.useBreakpoint().md === false;
  const navigate = useNavigate();
  const { tableProps, loadError } = useListTable<ServiceEntry>(
    {
      resource: "service_entries",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      filters: { permanent: [{ field: "status", operator: "eq", value: "in_progress" }] },
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data service", empty: "Tidak ada service yang sedang berjalan." },
  );

  // A phone: number, status, customer and device in one column.
  const summary: ColumnType<ServiceEntry> = {
    key: "summary",
    title: "Service",
    render: (_, e) => (
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <NumberCell entry={e} />
          <StatusTag status={e.status} />
        </Flex>
        <CustomerCell entry={e} />
        <DeviceCell entry={e} />
      </Flex>
    ),
  };
  const wide: ColumnType<ServiceEntry>[] = [
    { key: "number", title: "No. Servis", render: (_, e) => <NumberCell entry={e} /> },
    { key: "customer", title: "Pelanggan", render: (_, e) => <CustomerCell entry={e} /> },
    { key: "device", title: "Perangkat", render: (_, e) => <DeviceCell entry={e} /> },
    {
      dataIndex: "status",
      title: "Status",
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      dataIndex: "service_info",
      title: "Info Service",
      responsive: ["lg"],
      render: (info: string | null) => info || "-",
    },
  ];
  const actions: ColumnType<ServiceEntry> = {
    title: "Aksi",
    key: "actions",
    align: "right",
    render: (_, entry) => (
      <Flex gap={4} justify="flex-end" vertical={narrow} align={narrow ? "flex-end" : undefined}>
        <Button
          size="small"
          type="primary"
          icon={<WalletOutlined />}
          aria-label={`Proses ${serviceNumber(entry.id)}`}
          onClick={() => navigate(`${CASHIER_PATH}?entry=${entry.id}`)}
        >
          Proses
        </Button>
        <WhatsAppButton entry={entry} />
      </Flex>
    ),
  };

  return (
    <Flex vertical gap={8}>
      <Link to="/dashboard">
        <ArrowLeftOutlined /> Kembali ke Dashboard
      </Link>
      <List title="Service Sedang Berjalan" breadcrumb={false}>
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          Service dengan status Pending atau Proses.
        </Typography.Paragraph>
        {loadError}
        <Table<ServiceEntry>
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={{ x: "max-content" }}
          columns={narrow ? [summary, actions] : [...wide, actions]}
          pagination={
            tableProps.pagination && {
              ...tableProps.pagination,
              hideOnSinglePage: true,
              showTotal: (n: number) => `${n.toLocaleString("id-ID")} service berjalan`,
            }
          }
        />
      </List>
    </Flex>
  );
}
