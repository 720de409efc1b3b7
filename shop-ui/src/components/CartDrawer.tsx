import { useState } from "react";
import { Link } from "react-router";
import { cartCount, cartTotal } from "../lib/cart";
import { cart, useCart } from "../lib/cartStore";
import { normaliseRole } from "../lib/access";
import { useAuth } from "../lib/auth";
import { formatRupiah } from "../lib/format";
import { productsPath } from "../lib/productFilters";
import { CartIcon, CloseIcon, MinusIcon, PlusIcon, TrashIcon } from "./Icons";
import { ProductImage } from "./ProductImage";
import { Sheet } from "./Sheet";
import { signInPath } from "./navigation";
import styles from "./CartDrawer.module.css";
import { MSG_CART_EMPTY } from "@konter/ui-kit";

export const EMPTY_CART = MSG_CART_EMPTY;
export const CLEAR_CART_LABEL = "Bersihkan Keranjang";

/**
 * Where 'Checkout' leads: the order form for a signed-in Member, otherwise the member sign-in,
 * which returns to the order form afterwards.
 */
export function checkoutPath(signedIn: boolean, role: string | null | undefined): string {
  return signedIn && role && normaliseRole(role) === "Member"
    ? "/checkout"
    : signInPath("/checkout");
}

/** The header's cart button with its count badge, opening the cart drawer. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const count = cartCount(useCart());
  return (
    <>
      <button
        type="button"
        className={`icon-btn ${styles.button}`}
        aria-label={`Keranjang belanja, ${count} barang`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CartIcon size={22} />
        {count > 0 && (
          <span className={styles.badge} data-testid="cart-count">
            {count > 99 ? "99+" : count}
          </span>
        )}
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} label="Keranjang belanja" side="right">
        <CartPanel onClose={() => setOpen(false)} />
      </Sheet>
    </>
  );
}

function CartPanel({ onClose }: { onClose: () => void }) {
  const items = useCart();
  const { user, profile } = useAuth();

  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>Keranjang Belanja</h2>
        <button type="button" className="icon-btn" aria-label="Tutup keranjang" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      {items.length === 0 ? (
        <div className={styles.empty}>
          <CartIcon size={36} />
          <p>{EMPTY_CART}</p>
          <Link to={productsPath()} className="btn btn-primary">
            Lihat Produk
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <ProductImage src={item.image_url} alt={item.name} thumb className={styles.thumb} />
                <div className={styles.info}>
                  <Link to={`/products/${item.id}`} className={styles.name}>
                    {item.name}
                  </Link>
                  <span className="price">{formatRupiah(item.retail_price)}</span>
                  <div className={styles.controls}>
                    <div className={styles.stepper} role="group" aria-label={`Jumlah ${item.name}`}>
                      <button
                        type="button"
                        aria-label={`Kurangi ${item.name}`}
                        onClick={() => cart.setQuantity(item.id, item.quantity - 1)}
                      >
                        <MinusIcon size={16} />
                      </button>
                      <output aria-live="polite">{item.quantity}</output>
                      <button
                        type="button"
                        aria-label={`Tambah ${item.name}`}
                        onClick={() => cart.setQuantity(item.id, item.quantity + 1)}
                      >
                        <PlusIcon size={16} />
                      </button>
                    </div>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Hapus ${item.name}`}
                      onClick={() => cart.remove(item.id)}
                    >
                      <TrashIcon size={18} />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>

          <div className={styles.foot}>
            <p className={styles.subtotal}>
              <span>Subtotal</span>
              <strong className="price">{formatRupiah(cartTotal(items))}</strong>
            </p>
            <Link
              to={checkoutPath(Boolean(user), profile?.role)}
              className="btn btn-primary btn-block"
            >
              Checkout
            </Link>
            <button type="button" className="btn btn-outline btn-block" onClick={cart.clear}>
              <TrashIcon size={16} />
              {CLEAR_CART_LABEL}
            </button>
          </div>
        </>
      )}
    </>
  );
}
