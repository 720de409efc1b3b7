import { useState } from "react";
import { ImageOffIcon } from "./Icons";
import styles from "./ProductImage.module.css";
import { IMAGE_SIZES, photoProps } from "../lib/images";

/**
 * A square product photo, or the 'No Image' placeholder when there is none or it fails to load.
 * `thumb` is the small version for lists (the cart, an order's lines). `sizes` is how wide it
 * shows (a card's width unless given); `eager` marks the page's largest image.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  thumb = false,
  sizes,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  thumb?: boolean;
  sizes?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className={`${styles.frame} ${thumb ? styles.thumb : ""} ${className ?? ""}`}>
      {showImage ? (
        <img
          className={styles.image}
          {...photoProps(src ?? "", sizes ?? (thumb ? IMAGE_SIZES.thumb : IMAGE_SIZES.card), eager)}
          alt={alt}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={`${alt}: No Image`}>
          {!thumb && <ImageOffIcon size={28} />}
          <span>No Image</span>
        </div>
      )}
    </div>
  );
}
