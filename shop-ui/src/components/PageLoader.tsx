import styles from "./PageLoader.module.css";

/** A spinner for a page on its way; `showLabel` also prints the label under it. */
export function PageLoader({
  label = "Memuat...",
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.inner}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className={showLabel ? styles.label : "sr-only"}>{label}</span>
      </div>
    </div>
  );
}
