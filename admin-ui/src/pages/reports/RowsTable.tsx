import { Card, Grid, Table } from "antd";
import type { ColumnType } from "antd/es/table";
import { formatRupiah } from "../../lib/format";
import { pagination, type RowsPaging } from "./paging";

/** An amount that does not wrap in a table cell. */
export const money = (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(v)}</span>;

/**
 * The row list of a report in its card, a page at a time: the wide columns on
 * a tablet or wider, the narrow ones on a phone.
 */
export function RowsTable<T extends object>({
  title,
  rows,
  loading,
  paging,
  unit,
  emptyText,
  wideColumns,
  narrowColumns,
}: {
  title: string;
  rows: T[];
  loading: boolean;
  paging: RowsPaging;
  /** What the pager counts: "transaksi", "servis". */
  unit: string;
  emptyText: string;
  wideColumns: ColumnType<T>[];
  narrowColumns: ColumnType<T>[];
}) {
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Card title={title} size="small" styles={{ body: { padding: 0 } }}>
      <Table<T>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={loading}
        scroll={narrow ? undefined : { x: "max-content" }}
        columns={narrow ? narrowColumns : wideColumns}
        pagination={pagination(paging, unit)}
        locale={{ emptyText }}
      />
    </Card>
  );
}
