import { useState } from "react";
import { Link } from "react-router";
import { getMyOrder, listMyOrders } from "../api/orders";
import type { Order } from "../api/types";
import { CloseIcon, ListIcon } from "../components/Icons";
import { LoadMore } from "../components/LoadMore";
import { Message } from "../components/Message";
import { PickupPlace } from "../components/PickupPlace";
import { OrderLine } from "../components/OrderLine";
import { Sheet } from "../components/Sheet";
import { formatDate, formatRupiah } from "../lib/format";
import { useAsync, useDocumentTitle } from "../lib/hooks";
import { usePages } from "../lib/pages";
import { MyPurchases } from "./MyPurchases";
import styles from "./MyOrdersPage.module.css";
import { LoadFailed } from "../components/LoadFailed";

export const NO_ORDERS = "Anda belum memiliki pesanan.";
export const ORDERS_PER_PAGE = 20;

const STATUS_CLASS: Record<Order["status"], string> = {
  Pending: styles.pending,
  Processed: styles.processed,
  Cancelled: styles.cancelled,
};

/**
 * /my-orders ('Daftar Pesanan Saya', members only): the member's own orders, newest first, then
 * what was rung up at the counter for their account.
 */
export default function MyOrdersPage() {
  useDocumentTitle("Daftar Pesanan Saya");
  const orders = usePages<Order>(
    (page, signal) => listMyOrders({ page, per_page: ORDERS_PER_PAGE }, signal),
    ORDERS_PER_PAGE,
    [],
  );
  const [openId, setOpenId] = useState<number | null>(null);

  let content;
  if (orders.loading) {
    content = (
      <div
        className={`skeleton ${styles.tableSkeleton}`}
        aria-busy="true"
        aria-label="Memuat pesanan"
      />
    );
  } else if (orders.error) {
    content = (
      <LoadFailed
        message={`Gagal memuat daftar pesanan: ${orders.error.message}`}
        onRetry={orders.reload}
      />
    );
  } else if (orders.items.length === 0) {
    content = (
      <Message
        icon={<ListIcon size={28} />}
        title={NO_ORDERS}
        actions={
          <Link to="/products" className="btn btn-primary">
            Mulai Belanja
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <table className={`card ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">No. Pesanan</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              <th scope="col">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <tr key={order.id}>
                <td data-label="No. Pesanan" className={styles.number}>
                  {order.order_number}
                </td>
                <td data-label="Tanggal">{formatDate(order.created_at)}</td>
                <td data-label="Total" className={styles.money}>
                  {formatRupiah(order.total_amount)}
                </td>
                <td data-label="Status">
                  <StatusBadge status={order.status} />
                </td>
                <td data-label="Aksi">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => setOpenId(order.id)}
                  >
                    Lihat Detail
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {orders.hasMore && <LoadMore onLoadMore={orders.loadMore} loading={orders.loadingMore} />}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Daftar Pesanan Saya</h1>
      {content}
      <MyPurchases />
      <Sheet
        open={openId !== null}
        onClose={() => setOpenId(null)}
        label="Detail pesanan"
        side="center"
      >
        {openId !== null && <OrderDetailPanel id={openId} onClose={() => setOpenId(null)} />}
      </Sheet>
    </div>
  );
}

function StatusBadge({ status }: { status: Order["status"] }) {
  return <span className={`${styles.badge} ${STATUS_CLASS[status] ?? ""}`}>{status}</span>;
}

function OrderDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: order, error, loading } = useAsync((signal) => getMyOrder(id, signal), [id]);
  return (
    <>
      <div className={styles.dialogHead}>
        <div>
          <h2 className={styles.dialogTitle}>Detail Pesanan</h2>
          {order && (
            <p className="muted">
              {order.order_number} · {formatDate(order.created_at)}
            </p>
          )}
        </div>
        <button type="button" className="icon-btn" aria-label="Tutup" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.dialogBody}>
        {loading ? (
          <p className="muted">Memuat detail pesanan...</p>
        ) : error || !order ? (
          <p className="alert" role="alert">
            Gagal memuat detail pesanan: {error?.message}
          </p>
        ) : (
          <>
            <ul className={styles.items}>
              {(order.items ?? []).map((item) => (
                <OrderLine
                  key={item.id}
                  name={item.product_name}
                  imageUrl={item.product_image_url}
                  each={`${item.quantity} x ${formatRupiah(item.price_at_order)}`}
                  total={item.quantity * item.price_at_order}
                />
              ))}
            </ul>
            <p className={styles.total}>
              <span>Total</span>
              <strong className="price">{formatRupiah(order.total_amount)}</strong>
            </p>
            <p className={styles.statusLine}>
              Status: <StatusBadge status={order.status} />
            </p>
            {order.outlet && <PickupPlace title="Ambil di" place={order.outlet} />}
          </>
        )}
      </div>
    </>
  );
}
