import { useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { Flex, Grid, Table, Tag, Typography, type TableProps } from "antd";
import { paymentMethodLabel } from "@konter/ui-kit";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { DocumentActionsHost } from "../returns";
import { DocumentMarks } from "./DocumentMarks";
import { PastReceipt } from "./PastReceipt";
import { RowActions } from "./RowActions";
import type { PastTransaction } from "./types";

const KIND_LABEL: Record<PastTransaction["kind"], string> = {
  penjualan: "Penjualan",
  service: "Service",
};

/** How it was paid at the till ("Tunai + QRIS"), and what is still owed. */
function Payment({ row }: { row: PastTransaction }) {
  const methods = (row.methods ?? []).map(paymentMethodLabel).join(" + ");
  return (
    <Flex vertical>
      <span>{methods || (row.remaining_amount > 0 ? "Cicilan" : "-")}</span>
      {row.remaining_amount > 0 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          Sisa {formatRupiah(row.remaining_amount)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Sales and repair bills, newest first, each with its receipt to print again, marked 'Batal'
 * once voided and with what its returns took back; the Admin voids or takes goods back from
 * here: the sales history page and a customer's page show them alike.
 */
export function HistoryTable({
  tableProps,
  pagination,
}: {
  tableProps: TableProps<PastTransaction>;
  pagination: TableProps<PastTransaction>["pagination"];
}) {
  const screens = Grid.useBreakpoint();
  // On a phone the actions go under the number; on a tablet they stand one above the other.
  const narrow = screens.md === false;
  const stacked = screens.lg === false;
  const [printing, setPrinting] = useState<PastTransaction | null>(null);
  const invalidate = useInvalidate();
  const changed = () => void invalidate({ resource: "transactions", invalidates: ["list"] });
  return (
    <DocumentActionsHost onChanged={changed}>
      <Table<PastTransaction>
        {...tableProps}
        rowKey={(row) => `${row.kind}-${String(row.id)}`}
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={pagination}
      >
        <Table.Column<PastTransaction>
          title="No. Transaksi"
          key="number"
          render={(_, row) => (
            <Flex vertical>
              <Typography.Text strong>{row.number}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(row.created_at)}
              </Typography.Text>
              {narrow && <span>{row.customer_name || "Umum"}</span>}
              <DocumentMarks row={row} />
              {narrow && <RowActions row={row} onPrint={() => setPrinting(row)} />}
            </Flex>
          )}
        />
        <Table.Column<PastTransaction>
          title="Jenis"
          dataIndex="kind"
          responsive={["md"]}
          render={(kind: PastTransaction["kind"]) => (
            <Tag color={kind === "service" ? "purple" : "blue"}>{KIND_LABEL[kind]}</Tag>
          )}
        />
        <Table.Column<PastTransaction>
          title="Pelanggan"
          dataIndex="customer_name"
          responsive={["md"]}
          render={(name: string | null) => name || "Umum"}
        />
        <Table.Column<PastTransaction>
          title="Rincian"
          dataIndex="detail"
          responsive={["lg"]}
          render={(detail: string) => (
            <Typography.Text style={{ maxWidth: 280 }} ellipsis={{ tooltip: detail }}>
              {detail || "-"}
            </Typography.Text>
          )}
        />
        <Table.Column<PastTransaction>
          title="Total"
          dataIndex="total_amount"
          align="right"
          render={(total: number) => formatRupiah(total)}
        />
        <Table.Column<PastTransaction>
          title="Pembayaran"
          key="payment"
          responsive={["md"]}
          render={(_, row) => <Payment row={row} />}
        />
        <Table.Column<PastTransaction>
          title="Kasir"
          dataIndex="kasir_name"
          responsive={["lg"]}
          render={(name: string | null) => name || "-"}
        />
        <Table.Column<PastTransaction>
          title="Aksi"
          key="actions"
          align="right"
          responsive={["md"]}
          render={(_, row) => (
            <RowActions row={row} onPrint={() => setPrinting(row)} vertical={stacked} />
          )}
        />
      </Table>
      {printing && <PastReceipt row={printing} onClose={() => setPrinting(null)} />}
    </DocumentActionsHost>
  );
}
