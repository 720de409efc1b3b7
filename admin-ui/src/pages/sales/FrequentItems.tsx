import { useCustom, useGetIdentity, useInvalidate, useNotification } from "@refinedev/core";
import { Button, Skeleton, Tooltip, Typography } from "antd";
import { AppstoreOutlined, PushpinFilled, PushpinOutlined } from "@ant-design/icons";
import { RESOURCE, type ApiSchemas } from "@konter/ui-kit";
import type { Product } from "../../interfaces";
import type { Identity } from "../../providers/authProvider";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { unitPrice, type CustomerType } from "./cart";

/** A tile of GET /api/frequent-items: a pinned or much sold product. */
export type FrequentItem = ApiSchemas["FrequentItem"];

const LIVE = [RESOURCE.products] as const;

/** The photo's smallest copy the server keeps (uploads only; another address as it is). */
const tilePhoto = (url: string) => (url.startsWith("/files/") ? `${url}?w=240` : url);

/**
 * The cashier's frequent items (issue 17): the products the Admin pinned, then the most sold of
 * the last 30 days, as tiles with photo, price and stock, for goods without a barcode (cases,
 * cables, screen guards). One tap adds one. The tiles stay out of the Tab order: from the search
 * field the payment amount stays two Tab stops away; the keyboard finds the same goods by name.
 * The Admin pins or unpins a tile's product here.
 */
export function FrequentItems({
  customerType,
  onPick,
  disabled,
  stockOf = (p) => p.stock,
}: {
  customerType: CustomerType;
  onPick: (product: Product) => boolean;
  disabled?: boolean;
  stockOf?: (product: Product) => number;
}) {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const { data: user } = useGetIdentity<Identity>();
  const { query } = useCustom<{ items: FrequentItem[] }>({
    url: "/api/frequent-items",
    method: "get",
    // The tiles help; a cashier whose tiles cannot load still scans and searches.
    errorNotification: false,
  });
  useRefetchOnChange(LIVE, query.refetch);
  const items = query.data?.data.items ?? [];
  if (query.isLoading) return <Skeleton.Button active block style={{ height: 96 }} />;
  if (items.length === 0) return null;

  const pin = async (product: Product) => {
    try {
      await apiFetch(`/api/products/${product.id}/pinned`, {
        method: "PUT",
        json: { pinned: !product.pinned_at_counter },
      });
      void query.refetch();
      void invalidate({ resource: "products", invalidates: ["list", "detail"], id: product.id });
    } catch (error) {
      notify?.({ type: "error", message: refusalOrFailure("Gagal menyematkan barang", error) });
    }
  };

  return (
    <section className="cashier-tiles" aria-label="Barang sering dijual">
      <Typography.Text type="secondary" className="cashier-tiles__title">
        <AppstoreOutlined /> Barang sering dijual
      </Typography.Text>
      <ul className="cashier-tiles__row">
        {items.map(({ product }) => {
          const left = stockOf(product);
          return (
            <li key={String(product.id)} className="cashier-tile">
              <button
                type="button"
                tabIndex={-1}
                className="cashier-tile__add"
                disabled={disabled || left <= 0}
                onClick={() => onPick(product)}
              >
                <span className="visually-hidden">Tambah</span>{" "}
                {product.image_url ? (
                  <img src={tilePhoto(product.image_url)} alt="" loading="lazy" />
                ) : (
                  <span className="cashier-tile__blank" aria-hidden="true">
                    <AppstoreOutlined />
                  </span>
                )}
                <span className="cashier-tile__name">{product.name}</span>{" "}
                <span className="cashier-tile__price">
                  {formatRupiah(unitPrice(product, customerType))}
                </span>{" "}
                <span className="cashier-tile__stock">
                  {left > 0 ? `Stok ${left.toLocaleString("id-ID")}` : "Stok habis"}
                </span>
              </button>
              {user?.role === "Admin" && (
                <Tooltip title={product.pinned_at_counter ? "Lepas sematan" : "Sematkan"}>
                  <Button
                    size="small"
                    type="text"
                    tabIndex={-1}
                    className="cashier-tile__pin"
                    aria-pressed={product.pinned_at_counter}
                    aria-label={`Sematkan ${product.name}`}
                    icon={product.pinned_at_counter ? <PushpinFilled /> : <PushpinOutlined />}
                    onClick={() => void pin(product)}
                  />
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
