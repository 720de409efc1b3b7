import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../api/client";
import { createOrder } from "../api/orders";
import { getProduct } from "../api/products";
import type { OrderDetail, Product } from "../api/types";
import { CartIcon, CheckIcon, StoreIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { PickupPlace } from "../components/PickupPlace";
import { OrderLine } from "../components/OrderLine";
import { cartTotal, lineTotal, type CartItem } from "../lib/cart";
import { cart, useCart } from "../lib/cartStore";
import { useAuth } from "../lib/auth";
import { formatRupiah } from "../lib/format";
import { useDocumentTitle } from "../lib/hooks";
import { pickupOutlets } from "../lib/pickup";
import { toast } from "../lib/toast";
import styles from "./CheckoutPage.module.css";
import { MSG_CART_EMPTY, newIdempotencyKey } from "@konter/ui-kit";

export const ORDER_PLACED = "Pesanan Anda berhasil dibuat!";
export const PICKUP_OUTLET_LABEL = "Ambil di outlet";
export const NO_PICKUP_OUTLET =
  "Tidak ada satu outlet yang memegang semua barang di keranjang Anda. Pesan barangnya terpisah atau hapus yang habis.";
export const PAY_IN_STORE_NOTE =
  "Pembayaran dilakukan langsung di toko saat Anda mengambil pesanan. Tunjukkan nomor pesanan kepada kasir.";

/**
 * The cart's current prices and stock from the server, so the summary shows what the order will
 * cost; products deleted since they were added leave the cart. Answers the products read (with
 * the outlets holding each in a shop of several), or null until they are read.
 */
function useFreshCart(items: readonly CartItem[]): Product[] | null {
  const [read, setRead] = useState<Product[] | null>(null);
  // Once per visit, for the lines there when the page opened.
  const idsRef = useRef(items.map((item) => item.id));
  useEffect(() => {
    const ids = idsRef.current;
    if (ids.length === 0) return;
    const controller = new AbortController();
    Promise.allSettled(ids.map((id) => getProduct(id, controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      const fresh: Product[] = [];
      const gone: number[] = [];
      results.forEach((result, i) => {
        if (result.status === "fulfilled") fresh.push(result.value);
        else if (result.reason instanceof ApiError && result.reason.isNotFound) gone.push(ids[i]);
      });
      cart.refresh(fresh, gone);
      setRead(fresh);
      if (gone.length > 0) toast.error("Produk yang sudah tidak dijual dihapus dari keranjang.");
    });
    return () => controller.abort();
  }, []);
  return read;
}

/** /checkout (members only): the pickup order, paid and collected in the store. */
export default function CheckoutPage() {
  useDocumentTitle("Checkout");
  const items = useCart();
  const { profile, user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  const fresh = useFreshCart(items);
  const outlets = fresh && fresh.length > 0 ? pickupOutlets(fresh) : null;
  const [chosenOutlet, setChosenOutlet] = useState<number | null>(null);
  const outletId =
    outlets?.find((outlet) => outlet.id === chosenOutlet)?.id ?? outlets?.[0]?.id ?? undefined;

  // One key per checkout attempt: a double click or a retry of this cart makes one order; a
  // changed cart is a new attempt. The key lives in a ref, made when the order is placed: React
  // may recompute a memoised value at any render, and a new key would be a second order.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  if (placed) {
    return (
      <div className="container">
        <Message
          icon={<CheckIcon size={28} />}
          title="Pesanan Berhasil Dibuat!"
          actions={
            <>
              <Link to="/products" className="btn btn-primary">
                Lanjut Belanja
              </Link>
              <Link to="/member-profile" className="btn btn-outline">
                Lihat Profil
              </Link>
            </>
          }
        >
          <p>
            Nomor pesanan Anda <strong className={styles.number}>{placed.order_number}</strong>{" "}
            dengan total <strong>{formatRupiah(placed.total_amount)}</strong>.
          </p>
          <p>Silakan datang ke toko untuk melakukan pembayaran dan mengambil pesanan Anda.</p>
          {placed.outlet && <PickupPlace title="Ambil di" place={placed.outlet} />}
        </Message>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="container">
        <Message
          icon={<CartIcon size={28} />}
          title={MSG_CART_EMPTY}
          actions={
            <Link to="/products" className="btn btn-primary">
              Mulai Belanja
            </Link>
          }
        />
      </div>
    );
  }

  const placeOrder = async () => {
    if (!profile || items.length === 0 || busy) return;
    setBusy(true);
    const signature = `${items.map((item) => `${item.id}x${item.quantity}`).join(",")}@${outletId ?? ""}`;
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, key: newIdempotencyKey() };
    try {
      const order = await createOrder(
        items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
        attempt.current.key,
        outletId,
      );
      // Only an order the server accepted empties the cart.
      cart.clear();
      setPlaced(order);
      toast.success(ORDER_PLACED);
    } catch (err) {
      toast.error(`Gagal membuat pesanan: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Checkout</h1>
      <div className={styles.grid}>
        <section className={`card ${styles.card}`} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.cardTitle}>
            Ringkasan Pesanan
          </h2>
          <ul className={styles.lines}>
            {items.map((item) => (
              <OrderLine
                key={item.id}
                name={item.name}
                imageUrl={item.image_url}
                each={`${item.quantity} × ${formatRupiah(item.retail_price)}`}
                total={lineTotal(item)}
              />
            ))}
          </ul>
          <p className={styles.total}>
            <span>Total</span>
            <strong className="price">{formatRupiah(cartTotal(items))}</strong>
          </p>
        </section>

        <section className={`card ${styles.card}`} aria-labelledby="pickup-title">
          <h2 id="pickup-title" className={styles.cardTitle}>
            Informasi Pengambilan
          </h2>
          <dl className={styles.who}>
            <dt>Nama</dt>
            <dd>{profile?.full_name}</dd>
            <dt>Email</dt>
            <dd>{profile?.email ?? user?.email}</dd>
          </dl>
          {outlets && outlets.length > 0 && (
            <label className={styles.outlet}>
              <span>{PICKUP_OUTLET_LABEL}</span>
              <select
                className="field"
                value={outletId}
                onChange={(event) => setChosenOutlet(Number(event.target.value))}
              >
                {outlets.map((outlet) => (
                  <option key={outlet.id} value={outlet.id}>
                    {outlet.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {outlets?.length === 0 && (
            <p className="alert" role="alert">
              {NO_PICKUP_OUTLET}
            </p>
          )}
          <p className={styles.note}>
            <StoreIcon size={20} />
            <span>{PAY_IN_STORE_NOTE}</span>
          </p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy || items.length === 0 || !profile || outlets?.length === 0}
            onClick={placeOrder}
          >
            {busy ? "Memproses..." : "Buat Pesanan"}
          </button>
        </section>
      </div>
    </div>
  );
}
