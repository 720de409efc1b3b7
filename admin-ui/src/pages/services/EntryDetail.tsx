import { useNavigate } from "react-router";
import { useOne, usePermissions } from "@refinedev/core";
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Spin, Table, Typography } from "antd";
import { EditOutlined, PrinterOutlined, WalletOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime, formatRupiah } from "../../lib/format";
import { failure } from "../../lib/notify";
import { OutletMoves } from "./OutletMoves";
import { IntakeView } from "./IntakeView";
import { checklistText } from "@konter/ui-kit";
import { TechnicianAssign } from "./TechnicianAssign";
import { StatusTag } from "./StatusTag";
import { WhatsAppButton } from "./WhatsAppButton";
import { CASHIER_PATH } from "./paths";
import { isBillable, serviceNumber } from "./service";
import type { ServiceEntry, ServicePart, ServiceReceiptData, UsedPart } from "./types";
import type { Role } from "../../interfaces";
import { MSG_ENTRY_NOT_FOUND } from "@konter/ui-kit";

/**
 * "Detail" of an entry: everything taken in, the warranty, and the bill once
 * the service cashier has processed it; kept live while open.
 */
export function EntryDetail({
  entry,
  onClose,
  onEdit,
  onPrint,
}: {
  entry: ServiceEntry | null;
  onClose: () => void;
  onEdit: (entry: ServiceEntry) => void;
  onPrint: (receipt: ServiceReceiptData) => void;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={entry ? `Detail Service ${serviceNumber(entry.id)}` : "Detail Service"}
      width={screens.md ? 640 : "100%"}
      styles={{ body: { padding: screens.md ? 24 : 12 } }}
      destroyOnHidden
    >
      {entry && <Details id={entry.id} onEdit={onEdit} onPrint={onPrint} />}
    </Drawer>
  );
}

function Details({
  id,
  onEdit,
  onPrint,
}: {
  id: number;
  onEdit: (entry: ServiceEntry) => void;
  onPrint: (receipt: ServiceReceiptData) => void;
}) {
  const navigate = useNavigate();
  // A Teknisi handles no money: no cashier, and the parts used without their prices.
  const { data: role } = usePermissions<Role | null>({});
  const teknisi = role === "Teknisi";
  const { result, query } = useOne<ServiceReceiptData & { id?: number }>({
    resource: "service_entries",
    id,
    errorNotification: failure("Gagal memuat data service"),
  });
  if (query.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }
  if (!result?.entry) return <Alert type="error" showIcon message={MSG_ENTRY_NOT_FOUND} />;
  const { entry, bill } = result;
  const text = (v: string | null | undefined) => v || "-";

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Button icon={<PrinterOutlined />} onClick={() => onPrint({ entry, bill })}>
          Cetak
        </Button>
        <Button icon={<EditOutlined />} onClick={() => onEdit(entry)}>
          Edit
        </Button>
        <WhatsAppButton entry={entry} label size="middle" />
        {isBillable(entry.status, !!bill) && !teknisi && (
          <Button
            type="primary"
            icon={<WalletOutlined />}
            onClick={() => navigate(`${CASHIER_PATH}?entry=${entry.id}`)}
          >
            Proses di Kasir
          </Button>
        )}
      </Flex>
      {entry.warranty_return_of && (
        <Alert
          type="warning"
          showIcon
          message={`Kembali dalam masa garansi ${serviceNumber(entry.warranty_return_of)}.`}
        />
      )}
      {entry.warranty_repair && (
        <Alert
          type="success"
          showIcon
          message="Perbaikan garansi toko: unit ini dijual di toko dan masih dalam masa garansi saat diterima."
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: "customer", label: "Pelanggan", children: entry.customer_name },
          { key: "phone", label: "No. HP", children: text(entry.customer_phone) },
          { key: "date", label: "Tanggal Masuk", children: formatDateTime(entry.date) },
          { key: "category", label: "Kategori", children: entry.category },
          { key: "device", label: "Tipe Perangkat", children: entry.device_type },
          { key: "damage", label: "Jenis Kerusakan", children: entry.damage_type },
          {
            key: "description",
            label: "Deskripsi",
            children: <span style={{ whiteSpace: "pre-wrap" }}>{entry.description}</span>,
          },
          { key: "imei", label: "IMEI / No. Seri", children: text(entry.imei) },
          { key: "accessories", label: "Kelengkapan", children: text(entry.accessories) },
          { key: "condition", label: "Kondisi Saat Diterima", children: text(entry.condition) },
          ...(entry.checklist?.length
            ? [
                {
                  key: "checkCondition",
                  label: "Kondisi (periksa)",
                  children: text(checklistText(entry.checklist, "kondisi")),
                },
                {
                  key: "checkLeft",
                  label: "Ditinggal pelanggan",
                  children: text(checklistText(entry.checklist, "kelengkapan")),
                },
              ]
            : []),
          { key: "status", label: "Status", children: <StatusTag status={entry.status} /> },
          { key: "info", label: "Info Service", children: text(entry.service_info) },
          { key: "infoDate", label: "Tanggal Info", children: formatDate(entry.info_date) },
          ...(entry.warranty_until
            ? [
                {
                  key: "warranty",
                  label: "Garansi Sampai",
                  children: formatDateTime(entry.warranty_until),
                },
              ]
            : []),
        ]}
      />
      <IntakeView entryID={entry.id} />
      <TechnicianAssign entry={entry} />
      <OutletMoves entry={entry} />
      {teknisi ? (
        <Table<UsedPart>
          dataSource={result.parts_used ?? []}
          rowKey="product_id"
          size="small"
          pagination={false}
          locale={{ emptyText: "Belum ada sparepart." }}
          title={() => "Sparepart Terpakai"}
        >
          <Table.Column<UsedPart> dataIndex="product_name" title="Sparepart" />
          <Table.Column<UsedPart> dataIndex="quantity" title="Jumlah" align="right" />
        </Table>
      ) : (
        <BillCard bill={bill} />
      )}
    </Flex>
  );
}

function BillCard({ bill }: { bill: ServiceReceiptData["bill"] }) {
  const text = (v: string | null | undefined) => v || "-";
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Tagihan
      </Typography.Title>
      {bill ? (
        <>
          <Table<ServicePart>
            dataSource={bill.parts ?? []}
            rowKey="id"
            size="small"
            pagination={false}
            locale={{ emptyText: "Tanpa sparepart." }}
          >
            <Table.Column<ServicePart> dataIndex="product_name" title="Sparepart" />
            <Table.Column<ServicePart> dataIndex="quantity" title="Jumlah" align="right" />
            <Table.Column<ServicePart>
              key="total"
              title="Subtotal"
              align="right"
              render={(_, part) => formatRupiah(part.quantity * part.sale_price)}
            />
          </Table>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: "fee", label: "Biaya Jasa", children: formatRupiah(bill.service_fee) },
              {
                key: "parts",
                label: "Total Sparepart",
                children: formatRupiah(bill.total_parts_cost),
              },
              {
                key: "total",
                label: "Total",
                children: <strong>{formatRupiah(bill.total_amount)}</strong>,
              },
              { key: "paid", label: "Dibayar", children: formatRupiah(bill.paid_amount) },
              bill.remaining_amount > 0
                ? {
                    key: "remaining",
                    label: "Sisa (Cicilan)",
                    children: formatRupiah(bill.remaining_amount),
                  }
                : { key: "change", label: "Kembalian", children: formatRupiah(bill.change_amount) },
              { key: "kasir", label: "Kasir", children: text(bill.kasir_name) },
            ]}
          />
        </>
      ) : (
        <Typography.Text type="secondary">Belum diproses di kasir service.</Typography.Text>
      )}
    </>
  );
}
