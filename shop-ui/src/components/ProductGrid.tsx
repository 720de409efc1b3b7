import type { Product } from "../api/types";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";
import styles from "./ProductGrid.module.css";

export const SKELETON_COUNT = 8;

interface ProductGridProps {
  products: readonly Product[] | undefined;
  loading: boolean;
  skeletons?: number;
  onAddToCart?: (product: Product) => void;
}

/** 2 columns on phones, 3 on tablets, 4 on desktops; skeleton cards while loading. */
export function ProductGrid({
  products,
  loading,
  skeletons = SKELETON_COUNT,
  onAddToCart,
}: ProductGridProps) {
  if (loading) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label="Memuat produk">
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {products?.map((product) => (
        <ProductCard key={product.id} product={product} onAddToCart={onAddToCart} />
      ))}
    </div>
  );
}
