import { useTable, List } from "@refinedev/antd";
import type { CrudFilters, HttpError } from "@refinedev/core";
import { Avatar, Flex, Form, Input, Table, Typography, theme } from "antd";
import { PictureOutlined, SearchOutlined } from "@ant-design/icons";
import type { Product } from "../../interfaces";
import { formatRupiah } from "../../lib/format";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";

interface SearchValues {
  q?: string;
}

/** Stock list (spec 001 §2 "Stock", /dashboard/stock). */
export default function ProductList() {
  const { token } = theme.useToken();
  const { tableProps, searchFormProps, sorters } = useTable<Product, HttpError, SearchValues>({
    resource: "products",
    pagination: { pageSize: DEFAULT_PER_PAGE },
    sorters: { initial: [{ field: "name", order: "asc" }] },
    onSearch: ({ q }): CrudFilters => [
      { field: "q", operator: "contains", value: q?.trim() || undefined },
    ],
    syncWithLocation: true,
  });

  const sortOrder = (field: string) => {
    const s = sorters.find((x) => x.field === field);
    return s ? (s.order === "desc" ? "descend" : "ascend") : null;
  };

  return (
    <List
      title="Stok Barang"
      breadcrumb={false}
      headerButtons={() => (
        <Form {...searchFormProps} layout="inline" style={{ margin: 0 }}>
          <Form.Item name="q" noStyle>
            <Input.Search
              allowClear
              placeholder="Cari nama, kode atau barcode"
              enterButton={<SearchOutlined />}
              aria-label="Cari barang"
              style={{ width: 300, maxWidth: "100%" }}
              onSearch={() => searchFormProps.form?.submit()}
            />
          </Form.Item>
        </Form>
      )}
    >
      <Table<Product>
        {...tableProps}
        rowKey="id"
        size="middle"
        pagination={
          tableProps.pagination && {
            ...tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `${total.toLocaleString("id-ID")} barang`,
          }
        }
        locale={{ emptyText: "Belum ada barang." }}
      >
        <Table.Column<Product>
          dataIndex="name"
          title="Nama Barang"
          sorter
          sortOrder={sortOrder("name")}
          render={(_, product) => (
            <Flex align="center" gap={12} style={{ minWidth: 180 }}>
              <Avatar
                shape="square"
                size={44}
                src={product.image_url || undefined}
                icon={<PictureOutlined />}
                alt={product.name}
                style={{ flex: "none", background: token.colorFillSecondary, color: token.colorTextTertiary }}
              />
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>{product.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: token.fontFamilyCode }}>
                  {product.barcode || "-"}
                </Typography.Text>
              </Flex>
            </Flex>
          )}
        />
        <Table.Column<Product>
          dataIndex="category"
          title="Kategori"
          responsive={["md"]}
          render={(v: string) => v || "-"}
        />
        <Table.Column<Product>
          dataIndex="stock"
          title="Stok"
          align="right"
          render={(stock: number) => (
            <Typography.Text type={stock <= 0 ? "danger" : undefined} strong={stock <= 0}>
              {stock.toLocaleString("id-ID")}
            </Typography.Text>
          )}
        />
        <Table.Column<Product>
          dataIndex="retail_price"
          title={<span style={{ whiteSpace: "nowrap" }}>Harga Ecer</span>}
          align="right"
          sorter
          sortOrder={sortOrder("retail_price")}
          render={(price: number) => <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(price)}</span>}
        />
      </Table>
    </List>
  );
}
