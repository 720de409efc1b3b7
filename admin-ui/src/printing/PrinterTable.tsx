import { useDelete } from "@refinedev/core";
import { Button, Table, Tooltip, Typography } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../providers/dataProvider";
import { failure, success } from "../lib/notify";
import { useConfirmDelete } from "../components/useConfirmDelete";
import { useListTable } from "../components/listLoad/useListTable";
import { lanTarget, type Printer } from "./lanPrinter";
import { useTestPrint } from "./testPage";
import { DeleteAction, EditAction, RowActions } from "../components/RowAction";
import { shortListPagination } from "../components/listPagination";

/** The shop's LAN receipt printers (Admin): test-print, edit, remove. */
export function PrinterTable({ onEdit }: { onEdit: (printer: Printer) => void }) {
  const { tableProps, loadError } = useListTable<Printer>(
    { resource: "printers", pagination: { pageSize: DEFAULT_PER_PAGE } },
    { failed: "Gagal memuat data printer", empty: "Belum ada printer." },
  );
  const { mutateAsync: remove } = useDelete<Printer>();
  const confirmDelete = useConfirmDelete();
  const testPrint = useTestPrint();

  return (
    <>
      {loadError}
      <Table<Printer>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={shortListPagination(tableProps.pagination)}
      >
        <Table.Column<Printer>
          dataIndex="name"
          title="Nama Printer"
          render={(name: string) => <Typography.Text strong>{name}</Typography.Text>}
        />
        <Table.Column<Printer>
          key="address"
          title="Alamat"
          render={(_, p) => `${p.host}:${p.port}`}
        />
        <Table.Column<Printer> dataIndex="paper" title="Kertas" />
        <Table.Column<Printer>
          dataIndex="drawer"
          title="Laci"
          responsive={["md"]}
          render={(drawer: boolean) => (drawer ? "Ada" : "-")}
        />
        <Table.Column<Printer>
          title="Aksi"
          key="actions"
          align="right"
          render={(_, p) => (
            <RowActions>
              <Tooltip title="Cetak halaman uji">
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  aria-label={`Uji cetak ${p.name}`}
                  onClick={() => testPrint(() => lanTarget(p.id))}
                />
              </Tooltip>
              <EditAction subject={p.name} onClick={() => onEdit(p)} />
              <DeleteAction
                subject={p.name}
                onClick={() =>
                  confirmDelete({
                    content: `Printer ${p.name} akan dihapus.`,
                    onConfirm: () =>
                      remove({
                        resource: "printers",
                        id: p.id,
                        successNotification: success("Printer dihapus."),
                        errorNotification: failure("Gagal menghapus printer"),
                      }),
                  })
                }
              />
            </RowActions>
          )}
        />
      </Table>
    </>
  );
}
