import { useState } from 'react'
import { ImageOffIcon } from './Icons'
import styles from './ProductImage.module.css'

/** A square product photo, or the 'No Image' placeholder when there is none or it fails to load. */
export function ProductImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null | undefined
  alt: string
  eager?: boolean
  className?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={`${alt}: No Image`}>
          <ImageOffIcon size={28} />
          <span>No Image</span>
        </div>
      )}
    </div>
  )
}
