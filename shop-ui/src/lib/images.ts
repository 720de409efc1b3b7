/**
 * The server keeps smaller copies of every uploaded photo (adapters/images.Widths) and serves
 * them at `/files/<bucket>/<key>?w=<width>`: the browser picks the one its screen needs from a
 * srcset instead of downloading the upload.
 */
export const IMAGE_WIDTHS = [240, 480, 720, 1080] as const;

/**
 * How wide each photo shows, for `sizes`. The product photo, the carousel and an article's
 * picture are the pages' largest images: the server preloads them with the same srcset and
 * sizes (adapters/httpapi/spa_meta.go), so keep the two in step.
 */
export const IMAGE_SIZES = {
  productPhoto: "(min-width: 768px) 560px, 100vw",
  carousel: "(min-width: 1200px) 1200px, 100vw",
  card: "(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw",
  thumb: "64px",
  article: "(min-width: 768px) 720px, 100vw",
} as const;

/** The address of an uploaded photo's copy at a width. */
function widthUrl(src: string, width: number): string {
  return `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}

/** The srcset of an uploaded photo's copies; undefined for an image from elsewhere. */
export function imageSrcSet(src: string | null | undefined): string | undefined {
  if (!src?.startsWith("/files/")) return undefined;
  return IMAGE_WIDTHS.map((w) => `${widthUrl(src, w)} ${w}w`).join(", ");
}

/**
 * The attributes of an <img> showing a photo: its copies with their sizes, loaded lazily, or,
 * for the page's largest image (its LCP), at once and before anything else.
 */
export function photoProps(
  src: string,
  sizes: string,
  largest = false,
): {
  src: string;
  srcSet?: string;
  sizes?: string;
  loading: "eager" | "lazy";
  fetchPriority?: "high";
} {
  const srcSet = imageSrcSet(src);
  return {
    src,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    loading: largest ? "eager" : "lazy",
    fetchPriority: largest ? "high" : undefined,
  };
}
