import { Link, useParams } from "react-router";
import { useCustom } from "@refinedev/core";
import { Show } from "@refinedev/antd";
import { Alert, Button, Descriptions, Flex, Table, Tag, Typography } from "antd";
import type { StockMovement, Unit } from "../../interfaces";
import { failureText } from "../../lib/notify";
import { formatDate, formatDateTime, formatRupiah } from "../../lib/format";
import { stockReasonLabel } from "../../lib/stockReasons";
import { signed } from "../products/history";
import { documentLink } from "./documents";

/** Where a unit is, as staff say it. */
const STATUS: Record<Unit["status"], { text: string; color: string }> = {
  in_stock: { text: "Di toko", color: "green" },
  sold: { text: "Terjual", color: "blue" },
  reserved: { text: "Dipesan member", color: "orange" },
  used_in_repair: { text: "Dipakai servis", color: "purple" },
  missing: { text: "Hilang (opname)", color: "red" },
  removed: { text: "Dikeluarkan", color: "default" },
  arriving: { text: "Sedang diterima", color: "default" },
  in_transit: { text: "Dalam perjalanan (mutasi)", color: "gold" },
};

/**
 * A unit's page (/dashboard/stock/units/:id): its numbers, where it came from, and its story in
 * the stock ledger — received, sold, given back, counted — each with a link to its document.
 */
export default function UnitPage() {
  const { id = "" } = useParams();
  const { query, result } = useCustom<{ unit: Unit; movements: StockMovement[] }>({
    url: `/api/units/${encodeURIComponent(id)}`,
    method: "get",
    errorNotification: false,
  });
  const story = query.data
    ? (result.data as { unit: Unit; movements: StockMovement[] })
    : undefined;
  const unit = story?.unit;

  if (query.isError && !unit)
    return (
      <Alert
        type="error"
        showIcon
        message={failureText("Gagal memuat unit", query.error)}
        action={<Button onClick={() => void query.refetch()}>Coba lagi</Button>}
      />
    );

  return (
    <Show
      title={unit ? (unit.imei ?? unit.serial ?? "Unit") : "Unit"}
      isLoading={query.isLoading}
      breadcrumb={false}
      goBack={false}
      canDelete={false}
      canEdit={false}
      headerButtons={() => <Link to="/dashboard/stock">← Stok Barang</Link>}
    >
      {unit && story && (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Barang">{unit.product_name}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <Tag color={STATUS[unit.status].color}>{STATUS[unit.status].text}</Tag>
            </Descriptions.Item>
            {unit.imei && <Descriptions.Item label="IMEI">{unit.imei}</Descriptions.Item>}
            {unit.imei2 && <Descriptions.Item label="IMEI 2">{unit.imei2}</Descriptions.Item>}
            {unit.serial && <Descriptions.Item label="No. Seri">{unit.serial}</Descriptions.Item>}
            <Descriptions.Item label="Supplier">{unit.supplier_name ?? "-"}</Descriptions.Item>
            <Descriptions.Item label="Tgl. Masuk">{formatDate(unit.received_on)}</Descriptions.Item>
            <Descriptions.Item label="Harga Beli">{formatRupiah(unit.buy_price)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Riwayat unit
          </Typography.Title>
          <Table<StockMovement>
            dataSource={story.movements}
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: "Belum ada riwayat." }}
            columns={[
              {
                title: "Tanggal",
                dataIndex: "created_at",
                render: (d: string) => formatDateTime(d),
              },
              {
                title: "Keterangan",
                dataIndex: "reason",
                render: (reason: string) => <Tag>{stockReasonLabel(reason)}</Tag>,
              },
              {
                title: "Dokumen",
                dataIndex: "reference",
                render: (ref: string) => {
                  const to = documentLink(ref);
                  return to ? <Link to={to}>{ref}</Link> : ref || "-";
                },
              },
              {
                title: "Oleh",
                dataIndex: "user_name",
                responsive: ["md"],
                render: (n: string | null) => n ?? "-",
              },
              {
                title: "Perubahan",
                dataIndex: "delta",
                align: "right",
                render: (d: number) => (
                  <Typography.Text strong type={d < 0 ? "danger" : "success"}>
                    {signed(d)}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Show>
  );
}
