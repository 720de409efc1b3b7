import { List, useModalForm } from "@refinedev/antd";
import { useDelete, useGetIdentity, type CrudFilters, type HttpError } from "@refinedev/core";
import { Button, Flex, Grid, Table, Tag, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { CreatedUser, User } from "../../interfaces";
import type { Identity } from "../../providers/authProvider";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { formatDate } from "../../lib/format";
import { failure, success } from "../../lib/notify";
import { ListSearch } from "../../components/ListSearch";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { editModalProps } from "../../components/modalForm";
import { UserCreateModal, type UserCreateBody } from "./create";
import { UserEditModal, type UserUpdateBody } from "./edit";
import { MSG_STAFF_ADDED } from "@konter/ui-kit";
import { useListTable } from "../../components/listLoad/useListTable";
import { DeleteAction, EditAction, RowActions } from "../../components/RowAction";
import { shortListPagination } from "../../components/listPagination";

export const OWN_ROW = "Tidak bisa edit diri sendiri";

/**
 * "Manajemen User" (Admin only): staff accounts. The signed-in
 * user's own row cannot be edited or deleted (the server refuses it too).
 */
const ROLE_COLORS: Record<string, string> = { Admin: "gold", Kasir: "blue", Teknisi: "cyan" };

export default function UserList() {
  const { data: me } = useGetIdentity<Identity>();
  const screens = Grid.useBreakpoint();
  const { tableProps, searchFormProps, loadError } = useListTable<User, { q?: string }>(
    {
      resource: "users",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data user", empty: "Belum ada user." },
  );

  const create = useModalForm<CreatedUser, HttpError, UserCreateBody>({
    resource: "users",
    action: "create",
    redirect: false,
    successNotification: (data) => ({
      type: "success",
      message: data?.data?.message || MSG_STAFF_ADDED,
    }),
    errorNotification: failure("Gagal menambah user"),
  });
  const edit = useModalForm<User, HttpError, UserUpdateBody>({
    resource: "users",
    action: "edit",
    redirect: false,
    // A live refetch would reset the fields being typed; the list itself stays live.
    liveMode: "off",
    successNotification: success("Data user berhasil diperbarui!"),
    errorNotification: failure("Gagal memperbarui user"),
  });
  const { mutateAsync: remove } = useDelete<User>();
  const confirmDelete = useConfirmDelete();

  const isMe = (row: User) => me !== undefined && String(row.id) === String(me?.id);

  return (
    <List
      title="Manajemen User"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari nama atau email"
            label="Cari user"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Tambah User
          </Button>
        </Flex>
      )}
    >
      {loadError}
      <Table<User>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={shortListPagination(tableProps.pagination)}
      >
        <Table.Column<User>
          dataIndex="full_name"
          title="Nama Lengkap"
          render={(name: string, row) => (
            <Flex vertical>
              <Typography.Text strong>{name || "-"}</Typography.Text>
              {screens.md === false && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.email}
                </Typography.Text>
              )}
              {!row.verified_at && (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  Belum verifikasi email
                </Typography.Text>
              )}
            </Flex>
          )}
        />
        <Table.Column<User> dataIndex="email" title="Email" responsive={["md"]} />
        <Table.Column<User>
          dataIndex="role"
          title="Role"
          render={(role: string, row) => (
            <Flex gap={4} wrap>
              <Tag color={ROLE_COLORS[role] ?? "blue"}>{role}</Tag>
              {row.technician && role !== "Teknisi" && <Tag color="cyan">Teknisi</Tag>}
            </Flex>
          )}
        />
        <Table.Column<User>
          dataIndex="created_at"
          title="Tanggal Dibuat"
          responsive={["md"]}
          render={(value: string) => formatDate(value)}
        />
        <Table.Column<User>
          title="Aksi"
          key="actions"
          align="right"
          render={(_, row) =>
            isMe(row) ? (
              <Typography.Text
                type="secondary"
                style={{
                  fontSize: 12,
                  display: "inline-block",
                  maxWidth: screens.md === false ? 96 : undefined,
                }}
              >
                {OWN_ROW}
              </Typography.Text>
            ) : (
              <RowActions>
                <EditAction
                  subject={row.full_name || row.email}
                  onClick={() => edit.show(row.id)}
                />
                <DeleteAction
                  subject={row.full_name || row.email}
                  onClick={() =>
                    confirmDelete({
                      content: `Tindakan ini tidak dapat dibatalkan. Akun ${row.full_name || row.email} (${row.email}) akan dihapus secara permanen.`,
                      onConfirm: () =>
                        remove({
                          resource: "users",
                          id: row.id,
                          successNotification: success("User berhasil dihapus!"),
                          errorNotification: failure("Gagal menghapus user"),
                        }),
                    })
                  }
                />
              </RowActions>
            )
          }
        />
      </Table>

      <UserCreateModal modalProps={create.modalProps} formProps={create.formProps} />
      <UserEditModal
        email={edit.query?.data?.data?.email}
        modalProps={editModalProps(edit)}
        formProps={edit.formProps}
      />
    </List>
  );
}
