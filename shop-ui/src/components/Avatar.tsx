import { useState } from "react";
import styles from "./Avatar.module.css";

/** A round profile photo, or the name's initial when there is none (or it fails to load). */
export function Avatar({
  url,
  name,
  size = 32,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url && failedUrl !== url) {
    return (
      <img
        className={styles.avatar}
        src={url}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
