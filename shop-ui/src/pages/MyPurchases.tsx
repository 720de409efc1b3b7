import { Link } from "react-router";
import { listMyPurchases, type Purchase } from "../api/purchases";
import { LoadMore } from "../components/LoadMore";
import { formatDate, formatDay, formatRupiah } from "../lib/format";
import { usePages } from "../lib/pages";
import styles from "./MyOrdersPage.module.css";
import { LoadFailed } from "../components/LoadFailed";

export const PURCHASES_TITLE = "Belanja di Toko";
export const PURCHASES_PER_PAGE = 20;

/** "Redmi Note 13: Garansi toko 7 hari s.d. 29 November 2026" for each line under warranty. */
function Warranties({ purchase }: { purchase: Purchase }) {
  const lines = (purchase.items ?? []).filter((item) => item.warranty_name);
  if (lines.length === 0) return "-";
  return (
    <ul className={styles.warranties}>
      {lines.map((item, i) => (
        <li key={i} data-testid="purchase-warranty">
          {item.product_name}: {item.warranty_name} s.d. {formatDay(item.warranty_until)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The sales rung up at the counter for the member's account (a customer the shop linked to it),
 * newest first, each with its warranties and its receipt. Shown only once there is one.
 */
export function MyPurchases() {
  const purchases = usePages<Purchase>(
    (page, signal) => listMyPurchases({ page, per_page: PURCHASES_PER_PAGE }, signal),
    PURCHASES_PER_PAGE,
    [],
  );
  if (purchases.loading || (!purchases.error && purchases.items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="purchases-title">
      <h2 id="purchases-title" className={styles.subtitle}>
        {PURCHASES_TITLE}
      </h2>
      {purchases.error ? (
        <LoadFailed
          message={`Gagal memuat belanja di toko: ${purchases.error.message}`}
          onRetry={purchases.reload}
        />
      ) : (
        <>
          <table className={`card ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">No. Transaksi</th>
                <th scope="col">Tanggal</th>
                <th scope="col">Total</th>
                <th scope="col">Garansi</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {purchases.items.map((purchase) => (
                <tr key={purchase.id}>
                  <td data-label="No. Transaksi" className={styles.number}>
                    {purchase.transaction_id_display}
                    {purchase.voided_at && (
                      <span className={`${styles.badge} ${styles.cancelled}`}>Batal</span>
                    )}
                  </td>
                  <td data-label="Tanggal">{formatDate(purchase.created_at)}</td>
                  <td data-label="Total" className={styles.money}>
                    {formatRupiah(purchase.total_amount)}
                  </td>
                  <td data-label="Garansi">
                    <Warranties purchase={purchase} />
                  </td>
                  <td data-label="Aksi">
                    <Link
                      to={`/my-orders/purchases/${purchase.id}`}
                      className="btn btn-outline btn-sm"
                    >
                      Lihat Struk
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {purchases.hasMore && (
            <LoadMore onLoadMore={purchases.loadMore} loading={purchases.loadingMore} />
          )}
        </>
      )}
    </section>
  );
}
