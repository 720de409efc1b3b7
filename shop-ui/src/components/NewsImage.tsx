import { useState } from "react";
import { NewspaperIcon } from "./Icons";
import styles from "./NewsImage.module.css";

/** An article's picture, or a placeholder when it has none or it cannot be loaded. */
export function NewsImage({
  src,
  className,
  alt = "",
  eager = false,
}: {
  src: string | null;
  className?: string;
  alt?: string;
  eager?: boolean;
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
      src={src}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
