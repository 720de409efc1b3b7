import { StarIcon } from "./Icons";
import styles from "./Stars.module.css";

const oneDecimal = new Intl.NumberFormat("id-ID", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "4,5": an average rating the Indonesian way. */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** Five stars, as many filled as the rating rounds to (out of 5). */
export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  const filled = Math.round(Math.min(Math.max(value, 0), 5));
  return (
    <span className={styles.stars} role="img" aria-label={`Rating ${formatRating(value)} dari 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={size}
          filled={n <= filled}
          className={n <= filled ? styles.on : styles.off}
        />
      ))}
    </span>
  );
}
