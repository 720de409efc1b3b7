import { useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import { useDelete } from "@refinedev/core";
import { Button, Flex, Grid, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { failure, success } from "../../lib/notify";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { useListTable } from "../../components/listLoad/useListTable";
import { LIST_PATH, MSG_DELETED, type Outlet } from "./types";
import { DeleteAction, EditAction, RowActions } from "../../components/RowAction";
import { shortListPagination } from "../../components/listPagination";

/** What an outlet takes payments into: its own QRIS and account, or the shop's. */
function payments(o: Outlet): string {
  const own = [o.qris && "QRIS", o.bank_account_number && `${o.bank_name} ${o.bank_account_number}`]
    .filter(Boolean)
    .join(" · ");
  return own ? `Sendiri: ${own}` : "Milik toko";
}

/**
 * Pengaturan → Outlet (/dashboard/settings/outlets, Admin only): the shop's outlets, the first
 * (the shop as it was) first. A shop with one outlet sees outlets nowhere else.
 */
export default function OutletList() {
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const { tableProps, loadError } = useListTable<Outlet>(
    { resource: "outlets", pagination: { pageSize: DEFAULT_PER_PAGE }, syncWithLocation: true },
    { failed: "Gagal memuat data outlet", empty: "Belum ada outlet." },
  );
  const { mutateAsync: remove } = useDelete<Outlet>();
  const confirmDelete = useConfirmDelete();

  return (
    <List
      title="Outlet"
      breadcrumb={false}
      headerButtons={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(`${LIST_PATH}/create`)}
        >
          Tambah Outlet
        </Button>
      )}
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Setiap outlet (cabang) punya alamat, jam buka dan kepala struknya sendiri. Selama toko hanya
        punya satu outlet, pilihan outlet tidak muncul di halaman lain.
      </Typography.Paragraph>
      {loadError}
      <Table<Outlet>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={shortListPagination(tableProps.pagination)}
      >
        <Table.Column<Outlet>
          dataIndex="name"
          title="Nama Outlet"
          render={(name: string, row) => (
            <Flex vertical style={{ maxWidth: screens.md ? 280 : 180 }}>
              <Typography.Text strong>{name}</Typography.Text>
              {screens.md === false && row.address && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.address}
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<Outlet>
          dataIndex="address"
          title="Alamat"
          responsive={["md"]}
          render={(address: string) => (
            <Typography.Text style={{ display: "inline-block", maxWidth: 280 }}>
              {address || "-"}
            </Typography.Text>
          )}
        />
        <Table.Column<Outlet>
          dataIndex="phone"
          title="Telepon"
          responsive={["md"]}
          render={(phone: string) => phone || "-"}
        />
        <Table.Column<Outlet>
          dataIndex="opening_hours"
          title="Jam Buka"
          responsive={["lg"]}
          render={(hours: string) => hours || "-"}
        />
        <Table.Column<Outlet>
          key="payments"
          title="Pembayaran"
          responsive={["lg"]}
          render={(_, row) => payments(row)}
        />
        <Table.Column<Outlet>
          title="Aksi"
          key="actions"
          align="right"
          render={(_, row) => (
            <RowActions>
              <EditAction
                subject={row.name}
                onClick={() => navigate(`${LIST_PATH}/${row.id}/edit`)}
              />
              <DeleteAction
                subject={row.name}
                onClick={() =>
                  confirmDelete({
                    content: `Outlet ${row.name} akan dihapus. Outlet yang masih punya staf atau riwayat stok tidak dapat dihapus.`,
                    onConfirm: () =>
                      remove({
                        resource: "outlets",
                        id: row.id,
                        successNotification: success(MSG_DELETED),
                        errorNotification: failure("Gagal menghapus outlet"),
                      }),
                  })
                }
              />
            </RowActions>
          )}
        />
      </Table>
    </List>
  );
}
