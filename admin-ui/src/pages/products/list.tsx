import { lazy, Suspense, useState } from "react";
import { List } from "@refinedev/antd";
import { useDelete, type CrudFilters } from "@refinedev/core";
import { Avatar, Button, Flex, Grid, Table, Typography, theme, type CheckboxProps } from "antd";
import {
  BarcodeOutlined,
  HistoryOutlined,
  PictureOutlined,
  PlusOutlined,
  PlusSquareOutlined,
  SwapOutlined,
} from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useOutlets } from "../../components/outlets/useOutlets";
import type { Product } from "../../interfaces";
import { formatDate, formatRupiah } from "../../lib/format";
import { failure, success } from "../../lib/notify";
import { DEFAULT_PER_PAGE } from "../../providers/dataProvider";
import { ListSearch } from "../../components/ListSearch";
import { useInertMeasureRows } from "../../components/useInertMeasureRows";
import { useProductFormModal } from "./form";
import { AddStockModal } from "./stock";
import { OutletStock } from "./OutletStock";
import { StockHistoryDrawer } from "./history";
import { listPagination } from "../../components/listPagination";
import { useListTable } from "../../components/listLoad/useListTable";
import { DeleteAction, EditAction, RowAction, RowActions } from "../../components/RowAction";

// The label sheet brings the barcode library: only when someone prints.
const LabelSheet = lazy(() => import("./labels"));

interface SearchValues {
  q?: string;
}

/**
 * Stock (/dashboard/stock): search, add item, add stock,
 * edit, delete (browser confirm), the stock ledger of an item, and barcode
 * labels for the selected rows.
 */
export default function ProductList() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const outlets = useOutlets();
  // On a phone the stock and price go under the name instead of in their own columns.
  const narrow = Grid.useBreakpoint().sm === false;
  const { tableProps, searchFormProps, sorters, loadError } = useListTable<Product, SearchValues>(
    {
      resource: "products",
      pagination: { pageSize: DEFAULT_PER_PAGE },
      sorters: { initial: [{ field: "name", order: "asc" }] },
      onSearch: ({ q }): CrudFilters => [
        { field: "q", operator: "contains", value: q?.trim() || undefined },
      ],
      syncWithLocation: true,
    },
    { failed: "Gagal memuat data produk", empty: "Belum ada barang." },
  );

  const create = useProductFormModal("create");
  const edit = useProductFormModal("edit");
  const { mutate: remove } = useDelete<Product>();
  const [addStock, setAddStock] = useState(false);
  const [history, setHistory] = useState<Product | null>(null);
  // Selected rows survive paging and searching, so labels can be gathered from several searches.
  const [selected, setSelected] = useState<Map<React.Key, Product>>(new Map());
  const measured = useInertMeasureRows<HTMLDivElement>();
  const [printing, setPrinting] = useState(false);

  const sortOrder = (field: string) => {
    const s = sorters.find((x) => x.field === field);
    return s ? (s.order === "desc" ? "descend" : "ascend") : null;
  };

  const confirmAndDelete = (product: Product) => {
    if (
      !window.confirm(`Hapus barang "${product.name}"? Data yang dihapus tidak dapat dikembalikan.`)
    )
      return;
    remove(
      {
        resource: "products",
        id: product.id,
        successNotification: success("Produk berhasil dihapus!"),
        // 409: "Gagal menghapus: Produk ini sudah digunakan dalam transaksi …" as the server says it.
        errorNotification: failure("Gagal menghapus produk"),
      },
      {
        onSuccess: () =>
          setSelected((current) => {
            const next = new Map(current);
            next.delete(product.id);
            return next;
          }),
      },
    );
  };

  const rows = tableProps.dataSource ?? [];

  return (
    <List
      title="Stok Barang"
      breadcrumb={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" style={{ width: "100%" }}>
          <ListSearch
            searchFormProps={searchFormProps}
            placeholder="Cari nama, kode, barcode atau IMEI"
            label="Cari barang"
            width={300}
          />
          {outlets.several && (
            <Button icon={<SwapOutlined />} onClick={() => navigate("/dashboard/stock/transfers")}>
              Mutasi Stok
            </Button>
          )}
          <Button icon={<PlusSquareOutlined />} onClick={() => setAddStock(true)}>
            Tambah Stok
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Tambah Barang
          </Button>
        </Flex>
      )}
    >
      {selected.size > 0 && (
        <Flex
          align="center"
          gap={12}
          wrap
          style={{
            marginBottom: 12,
            padding: "8px 12px",
            borderRadius: token.borderRadius,
            background: token.colorPrimaryBg,
          }}
        >
          <Typography.Text>{selected.size.toLocaleString("id-ID")} barang dipilih</Typography.Text>
          <Button type="primary" icon={<BarcodeOutlined />} onClick={() => setPrinting(true)}>
            Cetak Label
          </Button>
          <Button type="link" onClick={() => setSelected(new Map())}>
            Batalkan pilihan
          </Button>
        </Flex>
      )}
      {loadError}
      <div ref={measured}>
        <Table<Product>
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={{ x: "max-content" }}
          rowSelection={{
            selectedRowKeys: [...selected.keys()],
            preserveSelectedRowKeys: true,
            // antd hands these to the row's <input>; its types leave aria-* out.
            getCheckboxProps: (product) =>
              ({ "aria-label": `Pilih ${product.name}` }) as Partial<CheckboxProps>,
            onChange: (keys) =>
              // `keys` holds the selection of every page; rows of other pages come from the old map.
              setSelected((current) => {
                const next = new Map<React.Key, Product>();
                for (const key of keys) {
                  const row = rows.find((r) => r.id === key) ?? current.get(key);
                  if (row) next.set(key, row);
                }
                return next;
              }),
          }}
          pagination={listPagination(tableProps.pagination, "barang")}
        >
          <Table.Column<Product>
            dataIndex="name"
            title="Nama Barang"
            sorter
            sortOrder={sortOrder("name")}
            render={(_, product) => (
              <Flex
                align="center"
                gap={12}
                style={{ minWidth: narrow ? 150 : 220, maxWidth: narrow ? 190 : 340 }}
              >
                <Avatar
                  shape="square"
                  size={44}
                  src={product.image_url || undefined}
                  icon={<PictureOutlined />}
                  alt={product.name}
                  style={{
                    flex: "none",
                    background: token.colorFillSecondary,
                    color: token.colorTextTertiary,
                  }}
                />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong>{product.name}</Typography.Text>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12, fontFamily: token.fontFamilyCode }}
                  >
                    {product.barcode || "-"}
                  </Typography.Text>
                  {narrow && (
                    <Typography.Text style={{ fontSize: 12 }}>
                      <Typography.Text
                        type={product.stock <= 0 ? "danger" : "secondary"}
                        style={{ fontSize: 12 }}
                      >
                        Stok {product.stock.toLocaleString("id-ID")}
                      </Typography.Text>
                      {" · "}
                      {formatRupiah(product.retail_price)}
                    </Typography.Text>
                  )}
                  {narrow && <OutletStock product={product} />}
                </Flex>
              </Flex>
            )}
          />
          <Table.Column<Product>
            dataIndex="category"
            title="Kategori"
            responsive={["sm"]}
            render={(v: string) => v || "-"}
          />
          <Table.Column<Product>
            dataIndex="supplier_name"
            title="Supplier"
            responsive={["lg"]}
            render={(v: string | null) => (
              <div style={{ minWidth: 120, maxWidth: 200 }}>{v || "-"}</div>
            )}
          />
          <Table.Column<Product>
            dataIndex="entry_date"
            title="Tgl. Masuk"
            responsive={["md"]}
            render={(v: string | null) => (
              <span style={{ whiteSpace: "nowrap" }}>{formatDate(v)}</span>
            )}
          />
          <Table.Column<Product>
            dataIndex="stock"
            title="Stok"
            align="right"
            responsive={["sm"]}
            render={(stock: number, product) => (
              <>
                <Typography.Text type={stock <= 0 ? "danger" : undefined} strong={stock <= 0}>
                  {stock.toLocaleString("id-ID")}
                </Typography.Text>
                <OutletStock product={product} />
              </>
            )}
          />
          <Table.Column<Product>
            dataIndex="retail_price"
            title={<span style={{ whiteSpace: "nowrap" }}>Harga Ecer</span>}
            align="right"
            responsive={["sm"]}
            sorter
            sortOrder={sortOrder("retail_price")}
            render={(price: number) => (
              <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(price)}</span>
            )}
          />
          <Table.Column<Product>
            title="Aksi"
            key="actions"
            align="right"
            fixed={narrow ? undefined : "right"}
            render={(_, product) => (
              <RowActions>
                <EditAction subject={product.name} onClick={() => edit.show(product)} />
                <RowAction
                  title="Riwayat Stok"
                  icon={<HistoryOutlined />}
                  subject={product.name}
                  onClick={() => setHistory(product)}
                />
                <DeleteAction subject={product.name} onClick={() => confirmAndDelete(product)} />
              </RowActions>
            )}
          />
        </Table>
      </div>

      {create.dialog}
      {edit.dialog}
      <AddStockModal open={addStock} onClose={() => setAddStock(false)} />
      <StockHistoryDrawer product={history} onClose={() => setHistory(null)} />
      {printing && (
        <Suspense fallback={null}>
          <LabelSheet products={[...selected.values()]} onClose={() => setPrinting(false)} />
        </Suspense>
      )}
    </List>
  );
}
