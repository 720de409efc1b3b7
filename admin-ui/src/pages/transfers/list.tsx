import { Link, useNavigate } from "react-router";
import { List } from "@refinedev/antd";
import { Button, Table, Tag } from "antd";
import { SwapOutlined } from "@ant-design/icons";
import { useListTable } from "../../components/listLoad/useListTable";
import { listPagination } from "../../components/listPagination";
import { formatDateTime } from "../../lib/format";
import { LIST_PATH, MSG_LOAD_FAILED, STATUS_LABEL, type Transfer } from "./types";

/**
 * Mutasi Stok (/dashboard/stock/transfers): the transfers between outlets, newest first, with
 * where each stands. The Admin sees every outlet's; a Kasir those of the outlets they work at.
 */
export default function TransferListPage() {
  const navigate = useNavigate();
  const { tableProps, loadError } = useListTable<Transfer>(
    { resource: "stock_transfers", pagination: { pageSize: 20 }, syncWithLocation: false },
    { failed: MSG_LOAD_FAILED, empty: "Belum ada mutasi stok." },
  );
  return (
    <List
      title="Mutasi Stok"
      breadcrumb={false}
      headerButtons={() => (
        <>
          <Link to="/dashboard/stock">← Stok Barang</Link>
          <Button
            type="primary"
            icon={<SwapOutlined />}
            onClick={() => navigate(`${LIST_PATH}/create`)}
          >
            Kirim Mutasi
          </Button>
        </>
      )}
    >
      {loadError}
      <Table<Transfer>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        pagination={listPagination(tableProps.pagination, "mutasi")}
        columns={[
          {
            title: "No.",
            dataIndex: "number",
            render: (n: string, t) => <Link to={`${LIST_PATH}/${t.id}`}>{n}</Link>,
          },
          { title: "Dikirim", dataIndex: "sent_at", render: (d: string) => formatDateTime(d) },
          { title: "Dari", dataIndex: "from_outlet_name" },
          { title: "Ke", dataIndex: "to_outlet_name" },
          {
            title: "Status",
            dataIndex: "status",
            render: (s: Transfer["status"]) => (
              <Tag color={STATUS_LABEL[s].color}>{STATUS_LABEL[s].text}</Tag>
            ),
          },
          { title: "Oleh", dataIndex: "sent_by_name", render: (n: string | null) => n ?? "-" },
          { title: "Catatan", dataIndex: "note", render: (n: string) => n || "-" },
        ]}
      />
    </List>
  );
}
