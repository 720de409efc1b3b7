import { useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import { useDelete, useNotification, type CrudFilters } from "@refinedev/core";
import { Button, Flex, Grid, Table, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { EyeOutlined, PlusOutlined, PrinterOutlined, SyncOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { apiFetch } from "../../providers/http";
import { ListSearch } from "../../components/ListSearch";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import { formatDate, formatDateTime } from "../../lib/format";
import { failure, failureText, success } from "../../lib/notify";
import { useEntryFormModal } from "./EntryFormModal";
import { useEntryDialogs } from "./useEntryDialogs";
import { InfoEditor } from "./InfoEditor";
import { StatusTag } from "./StatusTag";
import { CustomerCell, DeviceCell, NumberCell } from "./cells";
import { WhatsAppButton } from "./WhatsAppButton";
import { IN_PROGRESS_PATH } from "./paths";
import { serviceNumber } from "./service";
import type { ServiceEntry, ServiceReceiptData } from "./types";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";
import { DeleteAction, EditAction, RowAction } from "../../components/RowAction";

/**
 * Service intake (/dashboard/service-masuk):
 * the entries newest first, searched by SVC number, customer, phone, device
 * or IMEI; add, edit, detail, print (customer or technician copy), 'Kirim
 * WhatsApp' and delete; service info and info date changed inline.
 */
export default function ServiceIntakeList() {
  // Phones and tablets: the five columns and the fixed Aksi column do not fit beside each
  // other (at 768 px Info Service went under Aksi), so one column holds everything.
  const narrow = Grid.useBreakpoint().lg === false;
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const confirmDelete = useConfirmDelete();
  const { mutateAsync: remove } = useDelete<ServiceEntry>();
  const { tableProps, searchFormProps, loadError } = useListTable<ServiceEntry, { q?: string }>(
    {
      resource: "service_entries",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data service", empty: "Belum ada service masuk." },
  );

  const { showDetail, showReceipt, edit, dialogs } = useEntryDialogs();
  // A new entry's receipt opens at once: the customer takes their copy home.
  const create = useEntryFormModal("create", (entry) => showReceipt({ entry, bill: null }));

  const print = async (entry: ServiceEntry) => {
    try {
      showReceipt(await apiFetch<ServiceReceiptData>(`/api/service-entries/${entry.id}`));
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal memuat data service", error) });
    }
  };

  const askDelete = (entry: ServiceEntry) =>
    confirmDelete({
      content: `Service ${serviceNumber(entry.id)} (${entry.customer_name}, ${entry.device_type}) akan dihapus permanen.`,
      onConfirm: () =>
        remove({
          resource: "service_entries",
          id: entry.id,
          successNotification: success("Service berhasil dihapus!"),
          // 409: "Gagal menghapus: Servis ini sudah memiliki transaksi …" as the server says it.
          errorNotification: failure("Gagal menghapus service"),
        }),
    });

  const actions: ColumnType<ServiceEntry> = {
    title: "Aksi",
    key: "actions",
    align: "right",
    fixed: narrow ? undefined : "right",
    render: (_, entry) => {
      const number = serviceNumber(entry.id);
      return (
        <Flex
          gap={4}
          justify="flex-end"
          wrap={narrow}
          style={narrow ? { maxWidth: 72 } : undefined}
        >
          <RowAction
            title="Detail"
            icon={<EyeOutlined />}
            subject={number}
            onClick={() => showDetail(entry)}
          />
          <EditAction subject={number} onClick={() => edit(entry)} />
          <RowAction
            title="Cetak"
            icon={<PrinterOutlined />}
            subject={number}
            onClick={() => void print(entry)}
          />
          <WhatsAppButton entry={entry} />
          <DeleteAction subject={number} onClick={() => askDelete(entry)} />
        </Flex>
      );
    },
  };

  const wideColumns: ColumnType<ServiceEntry>[] = [
    { key: "number", title: "No. Servis", render: (_, e) => <NumberCell entry={e} /> },
    { key: "customer", title: "Pelanggan", render: (_, e) => <CustomerCell entry={e} /> },
    { key: "device", title: "Perangkat", render: (_, e) => <DeviceCell entry={e} /> },
    {
      dataIndex: "status",
      title: "Status",
      render: (status: string) => <StatusTag status={status} />,
    },
    { key: "info", title: "Info Service", render: (_, e) => <InfoEditor entry={e} /> },
    { key: "technician", title: "Teknisi", render: (_, e) => e.technician_name ?? "-" },
  ];

  // A phone or a tablet: one column with everything, the info editor under it.
  const summaryColumn: ColumnType<ServiceEntry> = {
    key: "summary",
    title: "Service",
    render: (_, e) => (
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{serviceNumber(e.id)}</Typography.Text>
          <StatusTag status={e.status} />
          {e.warranty_return_of && <Tag color="volcano">Garansi</Tag>}
          {e.warranty_repair && <Tag color="green">Garansi toko</Tag>}
        </Flex>
        <CustomerCell entry={e} />
        <DeviceCell entry={e} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Masuk {formatDateTime(e.date)}
          {e.info_date ? ` · Info ${formatDate(e.info_date)}` : ""}
          {e.technician_name ? ` · Teknisi ${e.technician_name}` : ""}
        </Typography.Text>
        <InfoEditor entry={e} />
      </Flex>
    ),
  };

  return (
    <List
      title="Service Masuk"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari SVC, nama, no. HP, perangkat, IMEI"
            label="Cari service"
            width={360}
          />
          <Button icon={<SyncOutlined />} onClick={() => navigate(IN_PROGRESS_PATH)}>
            Service Berjalan
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Tambah Service
          </Button>
        </Flex>
      )}
    >
      {loadError}
      <Table<ServiceEntry>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        columns={narrow ? [summaryColumn, actions] : [...wideColumns, actions]}
        pagination={listPagination(tableProps.pagination, "service")}
      />
      {create.dialog}
      {dialogs}
    </List>
  );
}
