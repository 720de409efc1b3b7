import { List } from "@refinedev/antd";
import type { CrudFilters } from "@refinedev/core";
import { DatePicker, Flex } from "antd";
import dayjs from "dayjs";
import { ListSearch } from "../../components/ListSearch";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";
import { toApiDate } from "../../lib/format";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { HistoryTable } from "./HistoryTable";
import { MSG_LOAD_FAILED, type PastTransaction } from "./types";

const valueOf = (filters: CrudFilters, field: string) => {
  const f = filters.find((x) => "field" in x && x.field === field);
  return typeof f?.value === "string" ? dayjs(f.value) : null;
};

/**
 * Sales history (/dashboard/transaction/history): every sale and repair bill,
 * newest first, searched by number, customer or product and by day, each
 * receipt printable again.
 */
export default function TransactionHistory() {
  const { tableProps, searchFormProps, filters, setFilters, loadError } = useListTable<
    PastTransaction,
    { q?: string }
  >(
    {
      resource: "transactions",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: MSG_LOAD_FAILED, empty: "Belum ada transaksi." },
  );
  const from = valueOf(filters, "from");
  const to = valueOf(filters, "to");

  return (
    <List
      title="Riwayat Transaksi"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <DatePicker.RangePicker
            value={[from, to]}
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            aria-label="Tanggal transaksi"
            placeholder={["Dari tanggal", "Sampai tanggal"]}
            onChange={(range) =>
              setFilters([
                { field: "from", operator: "eq", value: toApiDate(range?.[0]) },
                { field: "to", operator: "eq", value: toApiDate(range?.[1]) },
              ])
            }
          />
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari nomor, pelanggan, barang atau IMEI"
            label="Cari transaksi"
            width={300}
          />
        </Flex>
      )}
    >
      {loadError}
      <HistoryTable
        tableProps={tableProps}
        pagination={listPagination(tableProps.pagination, "transaksi")}
      />
    </List>
  );
}
