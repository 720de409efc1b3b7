import { Link } from "react-router";
import type { Product } from "../api/types";
import { cart } from "../lib/cartStore";
import { formatRupiah } from "../lib/format";
import { CartIcon } from "./Icons";
import { ProductImage } from "./ProductImage";
import styles from "./ProductCard.module.css";

export const ADD_TO_CART_LABEL = "Tambah ke Keranjang";
export const OUT_OF_STOCK_LABEL = "Stok Habis";

export function isOutOfStock(product: Pick<Product, "stock">): boolean {
  return product.stock <= 0;
}

interface AddToCartButtonProps {
  product: Product;
  onAddToCart?: (product: Product) => void;
  className?: string;
}

/** 'Tambah ke Keranjang' (into the cart unless told otherwise), or disabled 'Stok Habis' at stock 0 or less. */
export function AddToCartButton({ product, onAddToCart, className }: AddToCartButtonProps) {
  const soldOut = isOutOfStock(product);
  return (
    <button
      type="button"
      className={`btn btn-primary ${className ?? ""}`}
      disabled={soldOut}
      onClick={() => (onAddToCart ?? cart.add)(product)}
    >
      {!soldOut && <CartIcon size={16} />}
      {soldOut ? OUT_OF_STOCK_LABEL : ADD_TO_CART_LABEL}
    </button>
  );
}

export function ProductCard({
  product,
  onAddToCart,
}: {
  product: Product;
  onAddToCart?: (product: Product) => void;
}) {
  const href = `/products/${product.id}`;
  return (
    <article className={`card ${styles.card}`}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image_url} alt={product.name} />
        {isOutOfStock(product) && <span className={styles.badge}>{OUT_OF_STOCK_LABEL}</span>}
      </Link>
      <div className={styles.body}>
        {product.category && <p className={styles.category}>{product.category}</p>}
        <h3 className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className={`price ${styles.price}`}>{formatRupiah(product.retail_price)}</p>
        <AddToCartButton product={product} onAddToCart={onAddToCart} className={styles.button} />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={`card ${styles.card}`} aria-hidden="true">
      <div className={`skeleton ${styles.skeletonMedia}`} />
      <div className={styles.body}>
        <div className="skeleton" style={{ height: 12, width: "45%" }} />
        <div className="skeleton" style={{ height: 16, width: "90%", marginTop: 4 }} />
        <div className="skeleton" style={{ height: 16, width: "60%" }} />
        <div className="skeleton" style={{ height: 20, width: "50%", marginTop: 4 }} />
        <div className={`skeleton ${styles.skeletonButton}`} />
      </div>
    </div>
  );
}
