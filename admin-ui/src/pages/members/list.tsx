import { List, useModalForm } from "@refinedev/antd";
import { useDelete, type CrudFilters, type HttpError } from "@refinedev/core";
import { Flex, Table, Typography } from "antd";
import type { User } from "../../interfaces";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { formatDate } from "../../lib/format";
import { failure, success } from "../../lib/notify";
import { ListSearch } from "../../components/ListSearch";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { editModalProps } from "../../components/modalForm";
import { MemberEditModal, type MemberUpdateBody } from "./edit";
import { useListTable } from "../../components/listLoad/useListTable";
import { DeleteAction, EditAction, RowActions } from "../../components/RowAction";

/** Members (Admin only): the storefront's accounts; edit and delete. */
export default function MemberList() {
  const { tableProps, searchFormProps, loadError } = useListTable<User, { q?: string }>(
    {
      resource: "members",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data member", empty: "Belum ada member." },
  );
  const edit = useModalForm<User, HttpError, MemberUpdateBody>({
    resource: "members",
    action: "edit",
    redirect: false,
    // A live refetch would reset the fields being typed; the list itself stays live.
    liveMode: "off",
    successNotification: success("Data member berhasil diperbarui!"),
    errorNotification: failure("Gagal memperbarui member"),
  });
  const { mutateAsync: remove } = useDelete<User>();
  const confirmDelete = useConfirmDelete();

  return (
    <List
      title="Member"
      breadcrumb={false}
      headerButtons={() => (
        <ListSearch
          searchFormProps={searchFormProps}
          placeholder="Cari nama, email atau telepon"
          label="Cari member"
        />
      )}
    >
      {loadError}
      <Table<User>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={
          tableProps.pagination && {
            ...tableProps.pagination,
            showTotal: (total) => `${total.toLocaleString("id-ID")} member`,
          }
        }
      >
        <Table.Column<User>
          dataIndex="full_name"
          title="Nama Lengkap"
          render={(name: string, row) => (
            <Flex vertical>
              <Typography.Text strong>{name || "-"}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.email}
              </Typography.Text>
            </Flex>
          )}
        />
        <Table.Column<User>
          dataIndex="phone"
          title="No. Telepon"
          render={(v: string | null) => v || "-"}
        />
        <Table.Column<User>
          dataIndex="address"
          title="Alamat"
          responsive={["lg"]}
          render={(v: string | null) => v || "-"}
        />
        <Table.Column<User>
          dataIndex="created_at"
          title="Tanggal Daftar"
          responsive={["md"]}
          render={(value: string) => formatDate(value)}
        />
        <Table.Column<User>
          title="Aksi"
          key="actions"
          align="right"
          width={104}
          render={(_, row) => (
            <RowActions>
              <EditAction subject={row.full_name || row.email} onClick={() => edit.show(row.id)} />
              <DeleteAction
                subject={row.full_name || row.email}
                onClick={() =>
                  confirmDelete({
                    content: `Tindakan ini tidak dapat dibatalkan. Akun member ${row.full_name || row.email} (${row.email}) akan dihapus secara permanen.`,
                    onConfirm: () =>
                      remove({
                        resource: "members",
                        id: row.id,
                        successNotification: success("Member berhasil dihapus!"),
                        errorNotification: failure("Gagal menghapus member"),
                      }),
                  })
                }
              />
            </RowActions>
          )}
        />
      </Table>
      <MemberEditModal
        email={edit.query?.data?.data?.email}
        modalProps={editModalProps(edit)}
        formProps={edit.formProps}
      />
    </List>
  );
}
