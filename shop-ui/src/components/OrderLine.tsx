import { formatRupiah } from "../lib/format";
import { ProductImage } from "./ProductImage";
import styles from "./OrderLine.module.css";

/**
 * One product of an order (checkout, my orders): picture, name, quantity at unit price, line
 * total. On a phone the total goes under the name, so the name keeps the row's width.
 */
export function OrderLine({
  name,
  imageUrl,
  each,
  total,
}: {
  name: string;
  imageUrl: string | null;
  /** "2 × Rp 249.000" */
  each: string;
  total: number;
}) {
  return (
    <li className={styles.line}>
      <ProductImage src={imageUrl} alt={name} thumb className={styles.thumb} />
      <span className={styles.name}>{name}</span>
      <span className={`muted ${styles.each}`}>{each}</span>
      <strong className={styles.total}>{formatRupiah(total)}</strong>
    </li>
  );
}
