import { Link, useParams } from "react-router";
import { Show } from "@refinedev/antd";
import { useOne } from "@refinedev/core";
import { Card, Descriptions, Flex, Table, Typography } from "antd";
import type { Customer } from "../../interfaces";
import { useListTable } from "../../components/listLoad/useListTable";
import { LoadError } from "../../components/listLoad/LoadError";
import { listPagination } from "../../components/listPagination";
import { failureText } from "../../lib/notify";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { MemberAccount } from "./MemberAccount";
import { HistoryTable } from "../history/HistoryTable";
import type { PastTransaction } from "../history/types";
import { StatusTag } from "../services/StatusTag";
import { DeviceCell, NumberCell } from "../services/cells";
import type { ServiceEntry } from "../services/types";
import { STATUS_OPEN } from "../installments/messages";
import type { Installment } from "../installments/types";

export const CUSTOMERS_PATH = "/dashboard/data/customers";

const PER_PAGE = 10;

/** This customer's rows of a list: the API's customer_id filter. */
const ofCustomer = (id: string) => ({
  pagination: { pageSize: PER_PAGE },
  filters: { permanent: [{ field: "customer_id", operator: "eq" as const, value: id }] },
});

/**
 * A customer's page (/dashboard/data/customers/:id): their details, their
 * sales and repair bills (each receipt printable again), their repairs and
 * their open instalments.
 */
export default function CustomerShow() {
  const { id = "" } = useParams();
  const { result: customer, query } = useOne<Customer>({
    resource: "customers",
    id,
    errorNotification: false,
  });
  const sales = useListTable<PastTransaction>(
    { resource: "transactions", ...ofCustomer(id) },
    { failed: "Gagal memuat riwayat transaksi", empty: "Belum ada transaksi." },
  );
  const repairs = useListTable<ServiceEntry>(
    { resource: "service_entries", ...ofCustomer(id) },
    { failed: "Gagal memuat data service", empty: "Belum ada service." },
  );
  const debts = useListTable<Installment>(
    {
      resource: "installments",
      ...ofCustomer(id),
      filters: {
        permanent: [
          { field: "customer_id", operator: "eq", value: id },
          { field: "status", operator: "eq", value: STATUS_OPEN },
        ],
      },
    },
    { failed: "Gagal memuat data cicilan", empty: "Tidak ada cicilan yang belum lunas." },
  );

  return (
    <Show
      title={customer?.name ?? "Pelanggan"}
      breadcrumb={false}
      // A plain link back to the list: antd's back button would wrap it in a second control.
      goBack={false}
      headerButtons={() => <Link to={CUSTOMERS_PATH}>← Kembali ke daftar pelanggan</Link>}
      isLoading={query.isLoading}
    >
      <Flex vertical gap={16}>
        {query.isError && (
          <LoadError
            message={failureText("Gagal memuat data pelanggan", query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label="Nama">{customer?.name ?? "-"}</Descriptions.Item>
          <Descriptions.Item label="No. Telepon">{customer?.phone || "-"}</Descriptions.Item>
          <Descriptions.Item label="Alamat">{customer?.address || "-"}</Descriptions.Item>
          <Descriptions.Item label="Akun Member">
            {customer ? <MemberAccount customer={customer} /> : "-"}
          </Descriptions.Item>
        </Descriptions>

        <Card title="Transaksi" size="small">
          {sales.loadError}
          <HistoryTable
            tableProps={sales.tableProps}
            pagination={listPagination(sales.tableProps.pagination, "transaksi")}
          />
        </Card>

        <Card title="Servis" size="small">
          {repairs.loadError}
          <Table<ServiceEntry>
            {...repairs.tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: "max-content" }}
            pagination={listPagination(repairs.tableProps.pagination, "servis")}
          >
            <Table.Column<ServiceEntry>
              title="No. Servis"
              key="number"
              render={(_, entry) => <NumberCell entry={entry} />}
            />
            <Table.Column<ServiceEntry>
              title="Perangkat"
              key="device"
              render={(_, entry) => <DeviceCell entry={entry} />}
            />
            <Table.Column<ServiceEntry>
              title="Status"
              dataIndex="status"
              render={(status: string) => <StatusTag status={status} />}
            />
          </Table>
        </Card>

        <Card title="Cicilan Belum Lunas" size="small">
          {debts.loadError}
          <Table<Installment>
            {...debts.tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: "max-content" }}
            pagination={listPagination(debts.tableProps.pagination, "cicilan belum lunas")}
          >
            <Table.Column<Installment>
              title="No. Transaksi"
              key="number"
              render={(_, row) => (
                <Flex vertical>
                  <Typography.Text strong>{row.transaction_id_display}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(row.created_at)}
                  </Typography.Text>
                </Flex>
              )}
            />
            <Table.Column<Installment>
              title="Total"
              dataIndex="total_amount"
              align="right"
              render={(v: number) => formatRupiah(v)}
            />
            <Table.Column<Installment>
              title="Sisa"
              dataIndex="remaining_amount"
              align="right"
              render={(v: number) => (
                <Typography.Text type="danger">{formatRupiah(v)}</Typography.Text>
              )}
            />
          </Table>
        </Card>
      </Flex>
    </Show>
  );
}
