import { Card, Table, Typography } from "antd";
import { formatRupiah } from "../../lib/format";
import type { ApiSchemas } from "@konter/ui-kit";

type ProductRank = ApiSchemas["ProductRank"];

/** The period's five best sellers, or the five parts used most. */
export function TopProducts({
  title,
  emptyText,
  rows,
  loading,
}: {
  title: string;
  emptyText: string;
  rows: ProductRank[];
  loading: boolean;
}) {
  return (
    <Card title={title} size="small" styles={{ body: { padding: 0 } }} style={{ height: "100%" }}>
      <Table<ProductRank>
        rowKey="product_id"
        size="small"
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText }}
        columns={[
          { key: "rank", title: "#", width: 36, render: (_, __, index) => index + 1 },
          {
            dataIndex: "name",
            title: "Barang",
            render: (name: string) => <Typography.Text>{name}</Typography.Text>,
          },
          {
            dataIndex: "quantity",
            title: "Jumlah",
            align: "right",
            render: (n: number) => n.toLocaleString("id-ID"),
          },
          {
            dataIndex: "revenue",
            title: "Pendapatan",
            align: "right",
            render: (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(v)}</span>,
          },
        ]}
      />
    </Card>
  );
}
