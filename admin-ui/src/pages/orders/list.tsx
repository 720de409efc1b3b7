import { useState } from "react";
import { useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import {
  useCustomMutation,
  useDelete,
  useInvalidate,
  type BaseKey,
  type CrudFilters,
} from "@refinedev/core";
import { Button, Flex, Grid, Select, Table, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { DeleteOutlined, EyeOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { ListSearch } from "../../components/ListSearch";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { formatDate, formatRupiah } from "../../lib/format";
import { failure, success } from "../../lib/notify";
import { DetailModal } from "./DetailModal";
import { StatusSelect } from "./StatusSelect";
import {
  MSG_DELETED,
  MSG_DELETED_MEMBER,
  MSG_DELETE_FAILED,
  MSG_LOAD_FAILED,
  MSG_STATUS_FAILED,
  MSG_STATUS_SAVED,
  ORDER_DATE_FORMAT,
  canProcess,
  cashierPath,
} from "./messages";
import { ORDER_STATUSES, type Order, type OrderStatus } from "./types";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";

const customer = (order: Order) =>
  order.member_id == null ? (
    <Typography.Text type="secondary" italic>
      {MSG_DELETED_MEMBER}
    </Typography.Text>
  ) : (
    order.member_name || "-"
  );

const date = (order: Order) => (
  <span style={{ whiteSpace: "nowrap" }}>{formatDate(order.created_at, ORDER_DATE_FORMAT)}</span>
);

const money = (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(v)}</span>;

/**
 * Orders management (/dashboard/orders): the
 * members' pickup orders, newest first and live; status chosen in the row,
 * Detail, Hapus with a confirmation, and 'Proses di Kasir' for an open order.
 */
export default function OrderList() {
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const { tableProps, searchFormProps, filters, setFilters, loadError } = useListTable<
    Order,
    { q?: string }
  >(
    {
      resource: "orders",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: MSG_LOAD_FAILED, empty: "Belum ada pesanan." },
  );
  const invalidate = useInvalidate();
  const { mutate: patch } = useCustomMutation<Order>();
  const { mutateAsync: remove } = useDelete<Order>();
  const confirmDelete = useConfirmDelete();
  const [saving, setSaving] = useState<BaseKey | null>(null);
  const [detail, setDetail] = useState<BaseKey | null>(null);

  const statusFilter = filters.find((f) => "field" in f && f.field === "status")?.value as
    OrderStatus | undefined;

  const changeStatus = (order: Order, status: OrderStatus) => {
    setSaving(order.id);
    patch(
      {
        url: `/api/orders/${encodeURIComponent(String(order.id))}`,
        method: "patch",
        values: { status },
        successNotification: success(MSG_STATUS_SAVED),
        // 409 when stock is gone for an order leaving 'Cancelled': the server says which product.
        errorNotification: failure(MSG_STATUS_FAILED),
      },
      {
        onSettled: () => {
          setSaving(null);
          void invalidate({ resource: "orders", invalidates: ["list", "detail"], id: order.id });
        },
      },
    );
  };

  const askDelete = (order: Order) =>
    confirmDelete({
      content: `Pesanan ${order.order_number} akan dihapus secara permanen. Tindakan ini tidak dapat dibatalkan.`,
      onConfirm: () =>
        remove({
          resource: "orders",
          id: order.id,
          successNotification: success(MSG_DELETED),
          errorNotification: failure(MSG_DELETE_FAILED),
        }),
    });

  const statusSelect = (order: Order) => (
    <StatusSelect
      orderNumber={order.order_number}
      value={order.status}
      saving={saving === order.id}
      onChange={(next) => changeStatus(order, next)}
    />
  );

  const buttons = (order: Order) => (
    <Flex gap={4} justify="flex-end" wrap>
      {canProcess(order) && (
        <Button
          size="small"
          type="primary"
          icon={<ShoppingCartOutlined />}
          aria-label={`Proses di Kasir ${order.order_number}`}
          onClick={() => navigate(cashierPath(order))}
        >
          {narrow ? null : "Proses di Kasir"}
        </Button>
      )}
      <Button
        size="small"
        icon={<EyeOutlined />}
        onClick={() => setDetail(order.id)}
        aria-label={`Detail ${order.order_number}`}
      >
        Detail
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={() => askDelete(order)}
        aria-label={`Hapus ${order.order_number}`}
      >
        {narrow ? null : "Hapus"}
      </Button>
    </Flex>
  );

  const wideColumns: ColumnType<Order>[] = [
    {
      dataIndex: "order_number",
      title: "No. Pesanan",
      render: (n: string) => (
        <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
          {n}
        </Typography.Text>
      ),
    },
    { dataIndex: "created_at", title: "Tanggal", render: (_, order) => date(order) },
    { dataIndex: "member_name", title: "Pelanggan", render: (_, order) => customer(order) },
    { dataIndex: "total_amount", title: "Total", align: "right", render: money },
    { dataIndex: "status", title: "Status", render: (_, order) => statusSelect(order) },
    {
      title: "Aksi",
      key: "actions",
      align: "right",
      fixed: "right",
      render: (_, order) => buttons(order),
    },
  ];

  // A phone: number, date, customer and total in one column; status and actions under each other.
  const narrowColumns: ColumnType<Order>[] = [
    {
      dataIndex: "order_number",
      title: "Pesanan",
      render: (n: string, order) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{n}</Typography.Text>
          <span>{customer(order)}</span>
          <Typography.Text strong>{formatRupiah(order.total_amount)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(order.created_at, ORDER_DATE_FORMAT)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: "Aksi",
      key: "actions",
      align: "right",
      render: (_, order) => (
        <Flex vertical gap={8} align="flex-end">
          {statusSelect(order)}
          {buttons(order)}
        </Flex>
      ),
    },
  ];

  return (
    <List
      title="Manajemen Pesanan"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <Select<OrderStatus | "">
            aria-label="Filter status"
            value={statusFilter ?? ""}
            style={{ width: 150 }}
            options={[
              { value: "", label: "Semua status" },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: s })),
            ]}
            onChange={(value) =>
              setFilters([{ field: "status", operator: "eq", value: value || undefined }])
            }
          />
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari pesanan atau member"
            label="Cari pesanan"
            width={280}
          />
        </Flex>
      )}
    >
      <Typography.Paragraph type="secondary">
        Kelola pesanan yang masuk dari pelanggan member.
      </Typography.Paragraph>
      {loadError}
      <Table<Order>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={narrow ? undefined : { x: "max-content" }}
        columns={narrow ? narrowColumns : wideColumns}
        pagination={listPagination(tableProps.pagination, "pesanan")}
      />
      <DetailModal orderId={detail} onClose={() => setDetail(null)} />
    </List>
  );
}
