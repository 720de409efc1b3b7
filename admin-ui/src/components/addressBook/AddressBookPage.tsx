import { Link } from "react-router";
import { List, useModalForm } from "@refinedev/antd";
import { useDelete, type CrudFilters, type HttpError } from "@refinedev/core";
import { Button, Flex, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { Contact, ContactBody } from "../../interfaces";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { failure, success } from "../../lib/notify";
import { ListSearch } from "../ListSearch";
import { editModalProps } from "../modalForm";
import { ContactModal } from "./ContactModal";
import { bookTexts, type AddressBook } from "./book";
import { listPagination } from "../listPagination";
import { useListTable } from "../listLoad/useListTable";
import { DeleteAction, EditAction, RowActions } from "../RowAction";

/**
 * Customers or suppliers: search by name or phone (the API's
 * `q`, case-insensitive substring), add/edit dialog, delete after the
 * browser's confirm. A delete refused because of history shows the
 * server's text as it is.
 */
export function AddressBookPage({ book }: { book: AddressBook }) {
  const t = bookTexts(book);
  const { tableProps, searchFormProps, loadError } = useListTable<Contact, { q?: string }>(
    {
      resource: book.resource,
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: `Gagal memuat data ${book.noun}`, empty: t.empty },
  );

  const create = useModalForm<Contact, HttpError, ContactBody>({
    resource: book.resource,
    action: "create",
    redirect: false,
    successNotification: success(t.created),
    errorNotification: failure(t.createFailed),
  });
  const edit = useModalForm<Contact, HttpError, ContactBody>({
    resource: book.resource,
    action: "edit",
    redirect: false,
    // A live refetch would reset the fields being typed; the list itself stays live.
    liveMode: "off",
    successNotification: success(t.updated),
    errorNotification: failure(t.updateFailed),
  });
  const { mutate: remove } = useDelete<Contact>();

  const confirmAndDelete = (row: Contact) => {
    if (!window.confirm(t.confirmDelete(row.name))) return;
    remove({
      resource: book.resource,
      id: row.id,
      successNotification: success(t.deleted),
      errorNotification: failure(t.deleteFailed),
    });
  };

  return (
    <List
      title={book.title}
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari nama atau no. telepon"
            label={`Cari ${book.noun}`}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            {t.add}
          </Button>
        </Flex>
      )}
    >
      {loadError}
      <Table<Contact>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={listPagination(tableProps.pagination, book.noun)}
      >
        <Table.Column<Contact>
          dataIndex="name"
          title="Nama"
          render={(name: string, row) =>
            book.showPath ? (
              <Link to={`${book.showPath}/${String(row.id)}`}>
                <Typography.Text strong>{name}</Typography.Text>
              </Link>
            ) : (
              <Typography.Text strong>{name}</Typography.Text>
            )
          }
        />
        <Table.Column<Contact>
          dataIndex="phone"
          title="No. Telepon"
          render={(phone: string | null) => phone || "-"}
        />
        <Table.Column<Contact>
          dataIndex="address"
          title="Alamat"
          responsive={["md"]}
          render={(address: string | null) => address || "-"}
        />
        <Table.Column<Contact>
          title="Aksi"
          key="actions"
          align="right"
          width={104}
          render={(_, row) => (
            <RowActions>
              <EditAction subject={row.name} onClick={() => edit.show(row.id)} />
              <DeleteAction subject={row.name} onClick={() => confirmAndDelete(row)} />
            </RowActions>
          )}
        />
      </Table>

      <ContactModal
        title={t.addTitle}
        formName={`${book.resource}-create`}
        nameLabel={t.nameLabel}
        nameRequired={book.nameRequired}
        modalProps={create.modalProps}
        formProps={create.formProps}
      />
      <ContactModal
        title={t.editTitle}
        formName={`${book.resource}-edit`}
        nameLabel={t.nameLabel}
        nameRequired={book.nameRequired}
        modalProps={editModalProps(edit)}
        formProps={edit.formProps}
      />
    </List>
  );
}
