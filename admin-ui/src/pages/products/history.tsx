import { useSubscription, type BaseKey } from "@refinedev/core";
import { Drawer, Flex, Grid, Table, Tag, Typography } from "antd";
import type { Product, StockMovement } from "../../interfaces";
import { formatDateTime } from "../../lib/format";
import { stockReasonLabel } from "../../lib/stockReasons";
import { RESOURCE } from "@konter/ui-kit";
import { channelOf } from "../../providers/liveProvider";
import { useListTable } from "../../components/listLoad/useListTable";
import { Link } from "react-router";
import { unitPath } from "../units/documents";
import { shortListPagination } from "../../components/listPagination";

const REASON_COLOURS: Record<string, string> = {
  initial: "default",
  restock: "green",
  adjustment: "gold",
  sale: "blue",
  service_part: "purple",
  service_part_returned: "cyan",
  order_reserved: "orange",
  order_released: "geekblue",
  import: "default",
};

/** "+5" / "-2" with the sign always shown. */
export function signed(delta: number): string {
  return `${delta > 0 ? "+" : ""}${delta.toLocaleString("id-ID")}`;
}

/** "Riwayat Stok": a product's stock ledger, newest first, kept live while open. */
export function StockHistoryDrawer({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={product !== null}
      onClose={onClose}
      title={product ? `Riwayat Stok — ${product.name}` : "Riwayat Stok"}
      width={screens.md ? 640 : "100%"}
      styles={{ body: { padding: screens.md ? 24 : 12 } }}
      destroyOnHidden
    >
      {product && (
        <Ledger productId={product.id} stock={product.stock} narrow={screens.sm === false} />
      )}
    </Drawer>
  );
}

function Ledger({
  productId,
  stock,
  narrow,
}: {
  productId: BaseKey;
  stock: number;
  narrow: boolean;
}) {
  const { tableProps, tableQuery, loadError } = useListTable<StockMovement>(
    {
      resource: `products/${productId}/movements`,
      pagination: { pageSize: 20 },
      syncWithLocation: false,
      liveMode: "off",
    },
    { failed: "Gagal memuat riwayat stok", empty: "Belum ada riwayat stok." },
  );
  // A sale or a restock by someone else while the drawer is open: refetch.
  useSubscription({
    channel: channelOf(RESOURCE.products),
    onLiveEvent: (event) => {
      const ids = (event.payload?.ids ?? []).map(String);
      if (ids.length === 0 || ids.includes(String(productId))) void tableQuery.refetch();
    },
  });

  // The newest ledger row is the current stock (the row that opened the drawer may be older).
  const newest =
    tableProps.pagination && tableProps.pagination.current === 1
      ? tableQuery.data?.data?.[0]
      : undefined;
  const current = newest?.stock_after ?? stock;

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Stok sekarang: <Typography.Text strong>{current.toLocaleString("id-ID")}</Typography.Text>
      </Typography.Text>
      {loadError}
      <Table<StockMovement>
        {...tableProps}
        rowKey="id"
        size="small"
        pagination={shortListPagination(tableProps.pagination)}
      >
        <Table.Column<StockMovement>
          dataIndex="created_at"
          title="Tanggal"
          render={(value: string) => {
            // "22/11/26 06:18" on two lines: the drawer is narrow on a phone.
            const [day, time] = formatDateTime(value).split(" ");
            return (
              <Flex vertical>
                <span style={{ whiteSpace: "nowrap" }}>{day}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {time}
                </Typography.Text>
              </Flex>
            );
          }}
        />
        <Table.Column<StockMovement>
          dataIndex="reason"
          title="Keterangan"
          render={(reason: string, row) => (
            <Flex vertical gap={2}>
              <span>
                <Tag color={REASON_COLOURS[reason] ?? "default"}>{stockReasonLabel(reason)}</Tag>
              </span>
              {row.reference && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.reference}
                </Typography.Text>
              )}
              {row.unit_id != null && (
                <Link to={unitPath(String(row.unit_id))} style={{ fontSize: 12 }}>
                  {row.unit_number ? `Unit ${row.unit_number}` : "Lihat unit"}
                </Link>
              )}
              {row.user_name && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  oleh {row.user_name}
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<StockMovement>
          dataIndex="delta"
          title="Perubahan"
          align="right"
          render={(delta: number, row) => (
            <Flex vertical align="flex-end">
              <Typography.Text strong type={delta < 0 ? "danger" : "success"}>
                {signed(delta)}
              </Typography.Text>
              {/* On a phone the "Stok Akhir" column folds in here. */}
              {narrow && (
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
                  stok {row.stock_after.toLocaleString("id-ID")}
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<StockMovement>
          dataIndex="stock_after"
          title="Stok Akhir"
          align="right"
          responsive={["sm"]}
          render={(value: number) => value.toLocaleString("id-ID")}
        />
      </Table>
    </Flex>
  );
}
