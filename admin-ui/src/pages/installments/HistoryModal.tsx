import { useState } from "react";
import { useCustom } from "@refinedev/core";
import { Button, Descriptions, Modal, Table } from "antd";
import type { ListResponse } from "../../interfaces";
import { formatDateTime, formatRupiah } from "../../lib/format";
import type { Installment, InstallmentPayment } from "./types";
import { MSG_HISTORY_FAILED, refusalOrFailure } from "./messages";
import { PaymentReceiptDialog, remainingAfter, type PaymentReceiptOf } from "./PaymentReceipt";

/**
 * "Riwayat" of an instalment: its payments, newest first (date, amount, cashier), each with its
 * receipt to print again.
 */
export function HistoryModal({
  installment,
  onClose,
}: {
  installment: Installment | null;
  onClose: () => void;
}) {
  const { result, query } = useCustom<ListResponse<InstallmentPayment>>({
    url: `/api/installments/${encodeURIComponent(String(installment?.id ?? 0))}/payments`,
    method: "get",
    config: { query: { page: 1, per_page: 100 } },
    queryOptions: { enabled: installment !== null, staleTime: 0 },
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure(MSG_HISTORY_FAILED, error),
    }),
  });
  const payments = installment ? (result?.data?.items ?? []) : [];
  const remaining = remainingAfter(installment?.remaining_amount ?? 0, payments);
  const [receipt, setReceipt] = useState<PaymentReceiptOf | null>(null);

  return (
    <Modal
      open={installment !== null}
      title={`Riwayat Pembayaran ${installment?.transaction_id_display ?? ""}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Tutup</Button>}
      width={560}
      destroyOnHidden
    >
      {installment && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: "total", label: "Total", children: formatRupiah(installment.total_amount) },
            { key: "paid", label: "Dibayar", children: formatRupiah(installment.paid_amount) },
            {
              key: "remaining",
              label: "Sisa",
              children: formatRupiah(installment.remaining_amount),
            },
          ]}
        />
      )}
      <Table<InstallmentPayment>
        rowKey="id"
        size="small"
        dataSource={payments}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: query.isError
            ? "Riwayat pembayaran tidak dapat dimuat."
            : "Belum ada pembayaran.",
        }}
        columns={[
          {
            key: "date",
            title: "Tanggal",
            dataIndex: "created_at",
            render: (v: string) => formatDateTime(v),
          },
          {
            key: "amount",
            title: "Jumlah",
            dataIndex: "amount",
            align: "right",
            render: (v: number) => formatRupiah(v),
          },
          {
            key: "kasir",
            title: "Kasir",
            dataIndex: "kasir_name",
            render: (v: string | null) => v || "-",
          },
          {
            key: "receipt",
            title: "Bukti",
            render: (_, p, i) => (
              <Button
                size="small"
                aria-label={`Cetak bukti pembayaran ${formatDateTime(p.created_at)}`}
                onClick={() =>
                  installment && setReceipt({ installment, payment: p, remaining: remaining[i] })
                }
              >
                Cetak
              </Button>
            ),
          },
        ]}
      />
      <PaymentReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
    </Modal>
  );
}
