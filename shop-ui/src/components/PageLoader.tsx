import styles from './PageLoader.module.css'

export function PageLoader({ label = 'Memuat...' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
