import { useState } from "react";
import { NewspaperIcon } from "./Icons";
import styles from "./NewsImage.module.css";
import { IMAGE_SIZES, photoProps } from "../lib/images";

/**
 * An article's picture, or a placeholder when it has none or it cannot be loaded. `sizes` is how
 * wide it shows (the article page's width unless given).
 */
export function NewsImage({
  src,
  className,
  alt = "",
  eager = false,
  sizes = IMAGE_SIZES.article,
}: {
  src: string | null;
  className?: string;
  alt?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={`${className ?? ""} ${styles.placeholder}`} aria-hidden="true">
        <NewspaperIcon size={36} />
      </div>
    );
  }
  return (
    <img
      className={className}
      {...photoProps(src, sizes, eager)}
      alt={alt}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
