import { useState } from "react";
import { useCan, useCustom } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Card, DatePicker, Flex, Switch, Table, Tag, Typography } from "antd";
import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import type { Dayjs } from "dayjs";
import { useListTable } from "../../components/listLoad/useListTable";
import { listPagination } from "../../components/listPagination";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { useOutletParam } from "../../components/outlets/outletParam";
import { outletColumns, useOutletName } from "../../components/outlets/outletColumn";
import { formatDate, formatRupiah } from "../../lib/format";
import { PayModal } from "./PayModal";
import { ReceiveModal } from "./ReceiveModal";
import { MSG_LOAD_FAILED, type GoodsReceipt, type SupplierGoodsReceipts } from "./types";
import "./goodsreceipts.css";

/**
 * Penerimaan Barang (/dashboard/data/goods-receipts): goods received from suppliers, newest
 * first, with what each still owes. Staff receive goods; the Admin pays suppliers, sees the debt
 * per supplier and downloads the goods receipts of a period as Excel. In a chain, of one outlet
 * (?outlet=) or all, with each receipt's outlet.
 */
export default function GoodsReceiptsPage() {
  const [unpaid, setUnpaid] = useState(false);
  const [outlet, setOutlet] = useOutletParam();
  const inChain = useOutletName();
  const [receiving, setReceiving] = useState(false);
  const [paying, setPaying] = useState<GoodsReceipt | null>(null);
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const { data: admin } = useCan({ resource: "goods-receipts-per-supplier", action: "list" });
  const { tableProps, loadError, setCurrentPage } = useListTable<GoodsReceipt>(
    {
      resource: "goods-receipts",
      pagination: { pageSize: 20 },
      filters: {
        permanent: [
          { field: "unpaid", operator: "eq", value: unpaid || undefined },
          { field: "outlet_id", operator: "eq", value: outlet },
        ],
      },
      syncWithLocation: false,
    },
    { failed: MSG_LOAD_FAILED, empty: "Belum ada penerimaan barang." },
  );
  const exportUrl = period
    ? `/api/goods-receipts/export?from=${period[0].format("YYYY-MM-DD")}&to=${period[1].format("YYYY-MM-DD")}`
    : "/api/goods-receipts/export";

  return (
    <List
      title="Penerimaan Barang"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end">
          {admin?.can && (
            <>
              <DatePicker.RangePicker
                aria-label="Periode unduhan"
                format="DD/MM/YYYY"
                value={period}
                onChange={(v) => setPeriod(v && v[0] && v[1] ? [v[0], v[1]] : null)}
              />
              <Button icon={<DownloadOutlined />} href={exportUrl}>
                Unduh Excel
              </Button>
            </>
          )}
          <Button type="primary" icon={<InboxOutlined />} onClick={() => setReceiving(true)}>
            Terima Barang
          </Button>
        </Flex>
      )}
    >
      {admin?.can && <OwedPerSupplier />}
      <Flex align="center" gap={16} wrap style={{ margin: "12px 0" }}>
        <Flex align="center" gap={8}>
          <Switch id="goods-receipts-unpaid" checked={unpaid} onChange={setUnpaid} />
          <label htmlFor="goods-receipts-unpaid">Hanya yang belum lunas</label>
        </Flex>
        <OutletFilter
          outlet={outlet}
          onChange={(next) => {
            setOutlet(next);
            setCurrentPage(1);
          }}
        />
      </Flex>
      {loadError}
      <Table<GoodsReceipt>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={listPagination(tableProps.pagination, "penerimaan")}
        columns={[
          { title: "No.", dataIndex: "number" },
          { title: "Tanggal", dataIndex: "received_on", render: (d: string) => formatDate(d) },
          { title: "Supplier", dataIndex: "supplier_name" },
          ...outletColumns<GoodsReceipt>(inChain),
          { title: "No. Faktur", dataIndex: "invoice_number", render: (v: string) => v || "-" },
          {
            title: "Barang",
            key: "lines",
            render: (_, r) =>
              (r.lines ?? [])
                .map((l) => `${l.quantity.toLocaleString("id-ID")}× ${l.product_name}`)
                .join(", "),
          },
          { title: "Total", dataIndex: "total", align: "right", render: formatRupiah },
          {
            title: "Sisa Utang",
            key: "owed",
            align: "right",
            render: (_, r) =>
              r.total - r.paid > 0 ? (
                formatRupiah(r.total - r.paid)
              ) : (
                <Tag color="green">Lunas</Tag>
              ),
          },
          ...(admin?.can
            ? [
                {
                  title: "Aksi",
                  key: "actions",
                  render: (_: unknown, r: GoodsReceipt) =>
                    r.total - r.paid > 0 && (
                      <Button
                        size="small"
                        onClick={() => setPaying(r)}
                        aria-label={`Bayar ${r.number}`}
                      >
                        Bayar
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ReceiveModal open={receiving} onClose={() => setReceiving(false)} />
      <PayModal goodsReceipt={paying} onClose={() => setPaying(null)} />
    </List>
  );
}

/** What the shop still owes each supplier (Admin). */
function OwedPerSupplier() {
  const { query, result } = useCustom<{ items: SupplierGoodsReceipts[] }>({
    url: "/api/goods-receipts/per-supplier",
    method: "get",
    config: { query: { unpaid: true } },
    queryOptions: { staleTime: 0 },
    errorNotification: false,
  });
  const rows = query.data ? (result.data as { items: SupplierGoodsReceipts[] }).items : [];
  if (rows.length === 0) return null;
  return (
    <Card size="small" title="Utang ke Supplier">
      {rows.map((r) => (
        <Flex key={r.supplier_id} justify="space-between" gap={12}>
          <Typography.Text>{r.supplier_name}</Typography.Text>
          <Typography.Text strong data-testid="owed-supplier">
            {formatRupiah(r.owed)}
          </Typography.Text>
        </Flex>
      ))}
    </Card>
  );
}
