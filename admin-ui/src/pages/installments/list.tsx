import { useState } from "react";
import { useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import type { CrudFilters } from "@refinedev/core";
import { Button, Flex, Grid, Table, Tag, Tooltip, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { HistoryOutlined, PlusOutlined, PrinterOutlined, WalletOutlined } from "@ant-design/icons";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { ListSearch } from "../../components/ListSearch";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { PayModal } from "./PayModal";
import { InstallmentBillDialog } from "./InstallmentBill";
import { HistoryModal } from "./HistoryModal";
import { LatestPaymentReceipt } from "./PaymentReceipt";
import { STATUS_OPEN } from "./messages";
import type { Installment } from "./types";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { useOutletParam } from "../../components/outlets/outletParam";
import { outletColumns, useOutletName } from "../../components/outlets/outletColumn";

export const ADD_PATH = "/dashboard/transaction/add-installment";

const TYPE_COLOURS: Record<string, string> = {
  Penjualan: "blue",
  Servis: "purple",
  Lainnya: "default",
};

const typeTag = (type: string) => <Tag color={TYPE_COLOURS[type] ?? "default"}>{type}</Tag>;
const money = (v: number) => formatRupiah(v);

const wideColumns: ColumnType<Installment>[] = [
  {
    dataIndex: "transaction_id_display",
    title: "No. Transaksi",
    render: (number: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{number}</Typography.Text>
        {row.details && (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, maxWidth: 260 }}
            ellipsis={{ tooltip: row.details }}
          >
            {row.details}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  { dataIndex: "transaction_type", title: "Jenis", render: typeTag },
  {
    dataIndex: "customer_name_cache",
    title: "Pelanggan",
    render: (name: string | null) => name || "Umum",
  },
  { dataIndex: "total_amount", title: "Total", align: "right", render: money },
  { dataIndex: "paid_amount", title: "Dibayar", align: "right", render: money },
  {
    dataIndex: "remaining_amount",
    title: "Sisa",
    align: "right",
    render: (v: number) => (
      <Typography.Text strong type="danger">
        {formatRupiah(v)}
      </Typography.Text>
    ),
  },
  { dataIndex: "created_at", title: "Tanggal", render: (v: string) => formatDateTime(v) },
];

/**
 * A phone: number, customer and type, remaining of total, date — in one column; in a chain the
 * outlet under the number.
 */
const summaryColumn = (outletName?: (id: number) => string): ColumnType<Installment> => ({
  dataIndex: "transaction_id_display",
  title: "Cicilan",
  render: (number: string, row) => (
    <Flex vertical gap={2}>
      <Typography.Text strong>{number}</Typography.Text>
      {outletName && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {outletName(row.outlet_id)}
        </Typography.Text>
      )}
      <span>
        {row.customer_name_cache || "Umum"} {typeTag(row.transaction_type)}
      </span>
      <span>
        Sisa{" "}
        <Typography.Text strong type="danger">
          {formatRupiah(row.remaining_amount)}
        </Typography.Text>{" "}
        <Typography.Text type="secondary">dari {formatRupiah(row.total_amount)}</Typography.Text>
      </span>
      {row.details && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.details}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(row.created_at)}
      </Typography.Text>
    </Flex>
  ),
});

/**
 * Instalments (/dashboard/transaction/installments):
 * only unpaid ones (Belum Lunas), searchable by number or customer, refreshed
 * live; pay and payment history per row; a link to add one by hand. In a chain, of one outlet
 * (?outlet=) or all, with each one's outlet.
 */
export default function InstallmentList() {
  const [outlet, setOutlet] = useOutletParam();
  const inChain = useOutletName();
  const { tableProps, searchFormProps, loadError, setCurrentPage } = useListTable<
    Installment,
    { q?: string }
  >(
    {
      resource: "installments",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      filters: {
        permanent: [
          { field: "status", operator: "eq", value: STATUS_OPEN },
          { field: "outlet_id", operator: "eq", value: outlet },
        ],
      },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data cicilan", empty: "Tidak ada cicilan yang belum lunas." },
  );
  const navigate = useNavigate();
  const [paying, setPaying] = useState<Installment | null>(null);
  // On a phone one column carries customer, amounts and date under the number.
  const narrow = Grid.useBreakpoint().md === false;
  const [history, setHistory] = useState<Installment | null>(null);
  const [bill, setBill] = useState<Installment | null>(null);
  const [paid, setPaid] = useState<Installment | null>(null);
  const chooseOutlet = (next: number | undefined) => {
    setOutlet(next);
    setCurrentPage(1);
  };

  const actions: ColumnType<Installment> = {
    title: "Aksi",
    key: "actions",
    align: "right",
    fixed: narrow ? undefined : "right",
    render: (_, row) => (
      <Flex gap={4} justify="flex-end" vertical={narrow} align={narrow ? "flex-end" : undefined}>
        <Button
          size="small"
          type="primary"
          icon={<WalletOutlined />}
          aria-label={`Bayar ${row.transaction_id_display}`}
          onClick={() => setPaying(row)}
        >
          Bayar
        </Button>
        <Tooltip title="Cetak tagihan">
          <Button
            size="small"
            icon={<PrinterOutlined />}
            aria-label={`Tagihan ${row.transaction_id_display}`}
            onClick={() => setBill(row)}
          >
            {narrow ? "Tagihan" : null}
          </Button>
        </Tooltip>
        <Tooltip title="Riwayat pembayaran">
          <Button
            size="small"
            icon={<HistoryOutlined />}
            aria-label={`Riwayat ${row.transaction_id_display}`}
            onClick={() => setHistory(row)}
          >
            {narrow ? "Riwayat" : null}
          </Button>
        </Tooltip>
      </Flex>
    ),
  };

  return (
    <List
      title="Cicilan"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <OutletFilter outlet={outlet} onChange={chooseOutlet} />
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari no. transaksi, pelanggan atau IMEI"
            label="Cari cicilan"
            width={300}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
            Tambah Cicilan
          </Button>
        </Flex>
      )}
    >
      {loadError}
      <Table<Installment>
        {...tableProps}
        rowKey="id"
        size="middle"
        // A phone's one column wraps within the screen, its buttons beside it in view.
        scroll={narrow ? undefined : { x: "max-content" }}
        columns={
          narrow
            ? [summaryColumn(inChain), actions]
            : [...wideColumns, ...outletColumns<Installment>(inChain), actions]
        }
        pagination={listPagination(tableProps.pagination, "cicilan belum lunas")}
      />
      <PayModal installment={paying} onClose={() => setPaying(null)} onPaid={setPaid} />
      <LatestPaymentReceipt installment={paid} onClose={() => setPaid(null)} />
      <HistoryModal installment={history} onClose={() => setHistory(null)} />
      <InstallmentBillDialog installment={bill} onClose={() => setBill(null)} />
    </List>
  );
}
