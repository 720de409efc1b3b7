/**
 * The server keeps smaller copies of every uploaded photo (IMAGE_WIDTHS) and serves them at
 * `/files/<bucket>/<key>?w=<width>`: the browser picks the one its screen needs from a srcset
 * instead of downloading the upload. IMAGE_SIZES says how wide each kind of photo shows; the
 * server preloads a page's largest image with the same (both generated from adapters/images).
 */
import { IMAGE_WIDTHS } from "@konter/ui-kit";

export { IMAGE_SIZES, IMAGE_WIDTHS } from "@konter/ui-kit";

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
