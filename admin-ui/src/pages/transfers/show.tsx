import { Link, useParams } from "react-router";
import { useCan, useNotification, useOne } from "@refinedev/core";
import { Show } from "@refinedev/antd";
import { Alert, App, Button, Descriptions, Flex, Table, Tag, Typography } from "antd";
import { PrinterOutlined, RollbackOutlined, StopOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { formatDateTime } from "../../lib/format";
import { ReceivePanel } from "./ReceivePanel";
import { useSessionOutlet } from "./useSessionOutlet";
import {
  LIST_PATH,
  MSG_LOAD_FAILED,
  SETTLEMENT_LABEL,
  STATUS_LABEL,
  isReceived,
  shortfall,
  type Transfer,
  type TransferLine,
  type TransferUnit,
} from "./types";
import "../reports/reports.css";
import "./transfers.css";

/** "12 Jan 2026 10.00 · Rina", or "-". */
function when(at: string | null | undefined, by: string | null | undefined): string {
  if (!at) return "-";
  return by ? `${formatDateTime(at)} · ${by}` : formatDateTime(at);
}

/**
 * One transfer (/dashboard/stock/transfers/:id), which prints as its transfer note (surat jalan):
 * staff at the receiving outlet receive it by scanning; the Admin sends a shortfall back to the
 * sender or writes it off.
 */
export default function TransferShowPage() {
  const { id = "" } = useParams();
  const { open: notify } = useNotification();
  const { modal } = App.useApp();
  const { data: admin } = useCan({ resource: "stock_transfers-settle", action: "create" });
  const session = useSessionOutlet();
  const { result, query } = useOne<Transfer>({
    resource: "stock_transfers",
    id,
    errorNotification: false,
  });
  const transfer = result as Transfer | undefined;

  const settle = (settlement: "returned" | "written_off") =>
    modal.confirm({
      title:
        settlement === "returned"
          ? "Kembalikan selisih ke outlet pengirim?"
          : "Hapuskan selisih mutasi?",
      content:
        settlement === "returned"
          ? "Barang dan unit yang tidak tiba masuk lagi ke stok outlet pengirim."
          : "Barang dan unit yang tidak tiba dicatat hilang di buku stok outlet pengirim.",
      okText: settlement === "returned" ? "Kembalikan" : "Hapuskan",
      cancelText: "Batal",
      onOk: () =>
        apiFetch<Transfer>(`/api/stock-transfers/${encodeURIComponent(id)}/settle`, {
          method: "POST",
          json: { settlement },
        })
          .then(() => {
            notify?.({ type: "success", message: "Selisih mutasi diselesaikan." });
            void query.refetch();
          })
          .catch((error) =>
            notify?.({ type: "error", message: failureText("Gagal menyelesaikan selisih", error) }),
          ),
    });

  if (query.isError) {
    return <Alert type="error" showIcon message={failureText(MSG_LOAD_FAILED, query.error)} />;
  }

  const received = transfer ? isReceived(transfer) : false;
  const here = transfer && session === transfer.to_outlet_id;
  return (
    <Show
      title={transfer?.number ?? "Mutasi Stok"}
      isLoading={query.isLoading}
      breadcrumb={false}
      goBack={false}
      canDelete={false}
      canEdit={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" align="center" className="report-no-print">
          <Link to={LIST_PATH}>← Daftar mutasi</Link>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            Cetak Surat Jalan
          </Button>
          {transfer?.status === "short" && admin?.can && (
            <>
              <Button icon={<RollbackOutlined />} onClick={() => settle("returned")}>
                Kembalikan ke Pengirim
              </Button>
              <Button danger icon={<StopOutlined />} onClick={() => settle("written_off")}>
                Hapuskan Selisih
              </Button>
            </>
          )}
        </Flex>
      )}
    >
      {transfer && (
        <Flex vertical gap={16}>
          <Typography.Title level={4} className="transfer-paper-only">
            SURAT JALAN MUTASI STOK {transfer.number}
          </Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label="Status">
              <Tag color={STATUS_LABEL[transfer.status].color}>
                {STATUS_LABEL[transfer.status].text}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Dari">{transfer.from_outlet_name}</Descriptions.Item>
            <Descriptions.Item label="Ke">{transfer.to_outlet_name}</Descriptions.Item>
            <Descriptions.Item label="Dikirim">
              {when(transfer.sent_at, transfer.sent_by_name)}
            </Descriptions.Item>
            <Descriptions.Item label="Diterima">
              {when(transfer.received_at, transfer.received_by_name)}
            </Descriptions.Item>
            <Descriptions.Item label="Catatan">{transfer.note || "-"}</Descriptions.Item>
            {transfer.settlement !== "" && (
              <Descriptions.Item label="Selisih">
                {SETTLEMENT_LABEL[transfer.settlement]}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<TransferLine>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            dataSource={transfer.lines ?? []}
            columns={[
              { title: "Barang", dataIndex: "product_name" },
              { title: "Dikirim", dataIndex: "quantity", align: "right" },
              ...(received
                ? [
                    { title: "Diterima", dataIndex: "received", align: "right" as const },
                    {
                      title: "Selisih",
                      align: "right" as const,
                      render: (_: unknown, l: TransferLine) => {
                        const short = shortfall(transfer, l);
                        return short > 0 ? (
                          <Tag color="red">−{short}</Tag>
                        ) : (
                          <Tag color="green">0</Tag>
                        );
                      },
                    },
                  ]
                : []),
            ]}
          />
          {(transfer.units ?? []).length > 0 && (
            <Table<TransferUnit>
              rowKey="unit_id"
              size="small"
              pagination={false}
              dataSource={transfer.units ?? []}
              columns={[
                {
                  title: "IMEI / Serial",
                  dataIndex: "number",
                  render: (n: string) => <span className="transfer-number">{n}</span>,
                },
                {
                  title: "Barang",
                  dataIndex: "product_id",
                  render: (p: number) =>
                    transfer.lines?.find((l) => l.product_id === p)?.product_name ?? "-",
                },
                ...(received
                  ? [
                      {
                        title: "Tiba",
                        dataIndex: "received",
                        render: (r: boolean) =>
                          r ? <Tag color="green">Tiba</Tag> : <Tag color="red">Tidak tiba</Tag>,
                      },
                    ]
                  : []),
              ]}
            />
          )}
          {transfer.status === "sent" &&
            (here ? (
              <ReceivePanel transfer={transfer} onReceived={() => void query.refetch()} />
            ) : (
              <Alert
                className="report-no-print"
                type="info"
                showIcon
                message={`Dalam perjalanan: diterima di outlet ${transfer.to_outlet_name} dengan memindai barangnya.`}
              />
            ))}
          <div className="transfer-paper-only transfer-signatures">
            <div>Pengirim</div>
            <div>Penerima</div>
          </div>
        </Flex>
      )}
    </Show>
  );
}
