import { useState } from "react";
import { Link } from "react-router";
import { List } from "@refinedev/antd";
import { Button, Table, Tag } from "antd";
import { AuditOutlined } from "@ant-design/icons";
import { useListTable } from "../../components/listLoad/useListTable";
import { listPagination } from "../../components/listPagination";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { useOutletParam } from "../../components/outlets/outletParam";
import { outletColumns, useOutletName } from "../../components/outlets/outletColumn";
import { formatDateTime } from "../../lib/format";
import { StartModal } from "./StartModal";
import { MSG_LOAD_FAILED, STATUS_LABEL, categoriesLabel, type StockCount } from "./types";

/**
 * Stock Opname (/dashboard/data/stock-opname): the counts, newest first. Staff start one and
 * count; the Admin reviews the differences and posts them. In a chain, of one outlet (?outlet=)
 * or all, with each count's outlet.
 */
export default function StockCountsPage() {
  const [starting, setStarting] = useState(false);
  const [outlet, setOutlet] = useOutletParam();
  const inChain = useOutletName();
  const { tableProps, loadError, setCurrentPage } = useListTable<StockCount>(
    {
      resource: "stock-counts",
      pagination: { pageSize: 20 },
      filters: { permanent: [{ field: "outlet_id", operator: "eq", value: outlet }] },
      syncWithLocation: false,
    },
    { failed: MSG_LOAD_FAILED, empty: "Belum ada stock opname." },
  );
  return (
    <List
      title="Stock Opname"
      breadcrumb={false}
      headerButtons={() => (
        <Button type="primary" icon={<AuditOutlined />} onClick={() => setStarting(true)}>
          Mulai Stock Opname
        </Button>
      )}
    >
      <OutletFilter
        outlet={outlet}
        onChange={(next) => {
          setOutlet(next);
          setCurrentPage(1);
        }}
      />
      {loadError}
      <Table<StockCount>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={listPagination(tableProps.pagination, "stock opname")}
        columns={[
          {
            title: "No.",
            dataIndex: "number",
            render: (n: string, c) => <Link to={`/dashboard/data/stock-opname/${c.id}`}>{n}</Link>,
          },
          { title: "Mulai", dataIndex: "started_at", render: (d: string) => formatDateTime(d) },
          ...outletColumns<StockCount>(inChain),
          { title: "Kategori", dataIndex: "categories", render: categoriesLabel },
          {
            title: "Status",
            dataIndex: "status",
            render: (s: StockCount["status"]) => (
              <Tag color={STATUS_LABEL[s].color}>{STATUS_LABEL[s].text}</Tag>
            ),
          },
          { title: "Oleh", dataIndex: "started_by_name", render: (n: string | null) => n ?? "-" },
          { title: "Catatan", dataIndex: "note", render: (n: string) => n || "-" },
        ]}
      />
      <StartModal open={starting} onClose={() => setStarting(false)} />
    </List>
  );
}
