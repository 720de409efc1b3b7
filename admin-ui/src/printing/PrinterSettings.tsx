import { useState } from "react";
import { List } from "@refinedev/antd";
import { useDelete, useList, useNotification } from "@refinedev/core";
import { Button, Card, Flex, Select, Table, Tooltip, Typography } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../providers/dataProvider";
import { failure, failureText, success } from "../lib/notify";
import { useConfirmDelete } from "../components/useConfirmDelete";
import { useListTable } from "../components/listLoad/useListTable";
import { useShopInfo } from "../components/receipt";
import { loadDevicePrinter, saveDevicePrinter } from "./devicePrinter";
import { printOnLan, type Printer } from "./lanPrinter";
import { PrinterForm } from "./PrinterForm";
import { printerTestPage } from "./testPage";

/** The device choice's value for the browser's print dialog. */
const DIALOG = 0;

/**
 * Pengaturan → Printer (/dashboard/settings/printers, Admin only): the shop's LAN receipt
 * printers (add, edit, remove, print a test page), and which one this device prints receipts on
 * ("Dialog cetak browser" as before, by default).
 */
export default function PrinterSettings() {
  const { tableProps, loadError } = useListTable<Printer>(
    { resource: "printers", pagination: { pageSize: DEFAULT_PER_PAGE } },
    { failed: "Gagal memuat data printer", empty: "Belum ada printer." },
  );
  const { result: all } = useList<Printer>({
    resource: "printers",
    pagination: { mode: "off" },
  });
  const { mutateAsync: remove } = useDelete<Printer>();
  const confirmDelete = useConfirmDelete();
  const { open: notify } = useNotification();
  const { shop } = useShopInfo();
  const [device, setDevice] = useState<number>(() => loadDevicePrinter() ?? DIALOG);
  const [editing, setEditing] = useState<Printer | undefined>();
  const [formOpen, setFormOpen] = useState(false);

  const choose = (id: number) => {
    setDevice(id);
    saveDevicePrinter(id === DIALOG ? null : id);
  };

  const testPrint = (p: Printer) =>
    printOnLan(p.id, printerTestPage(p, shop)).then(
      () => notify?.({ type: "success", message: `Halaman uji dikirim ke ${p.name}.` }),
      (error: unknown) =>
        notify?.({ type: "error", message: failureText("Gagal mencetak", error) }),
    );

  const openForm = (p?: Printer) => {
    setEditing(p);
    setFormOpen(true);
  };

  return (
    <List
      title="Printer"
      breadcrumb={false}
      headerButtons={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()}>
          Tambah Printer
        </Button>
      )}
    >
      <Card size="small" title="Printer perangkat ini" style={{ marginBottom: 16, maxWidth: 720 }}>
        <Flex vertical gap={8}>
          <Select<number>
            aria-label="Printer perangkat ini"
            value={device}
            onChange={choose}
            style={{ maxWidth: 420 }}
            options={[
              { value: DIALOG, label: "Dialog cetak browser" },
              ...(all.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.paper})` })),
            ]}
          />
          <Typography.Text type="secondary">
            Disimpan di browser ini saja. Dengan printer LAN, tombol Cetak di struk penjualan
            langsung mencetak tanpa dialog, dan membuka laci untuk pembayaran tunai bila printer
            punya laci.
          </Typography.Text>
        </Flex>
      </Card>
      {loadError}
      <Table<Printer>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={tableProps.pagination && { ...tableProps.pagination, hideOnSinglePage: true }}
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
            <Flex gap={4} justify="flex-end">
              <Tooltip title="Cetak halaman uji">
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  aria-label={`Uji cetak ${p.name}`}
                  onClick={() => void testPrint(p)}
                />
              </Tooltip>
              <Tooltip title="Edit">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${p.name}`}
                  onClick={() => openForm(p)}
                />
              </Tooltip>
              <Tooltip title="Hapus">
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Hapus ${p.name}`}
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
              </Tooltip>
            </Flex>
          )}
        />
      </Table>
      <PrinterForm printer={editing} open={formOpen} onClose={() => setFormOpen(false)} />
    </List>
  );
}
