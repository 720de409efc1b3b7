export const MSG_DOWNLOADED = "Struk berhasil diunduh!";
export const MSG_DOWNLOAD_FAILED = "Gagal mengunduh struk.";
export const MSG_DOWNLOAD_NO_CONTENT = "Gagal mengunduh struk. Konten tidak ditemukan.";

/** The PNG is drawn at three times the screen's pixels. */
export const PNG_PIXEL_RATIO = 3;

/** White paper around the receipt in the PNG, in screen pixels, so nothing touches its edges. */
export const PNG_MARGIN = 16;

/** A file name safe on every system: "struk-TRX-20261122-000001.png". */
export function pngFileName(name: string): string {
  const base =
    name
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "struk";
  return base.toLowerCase().endsWith(".png") ? base : `${base}.png`;
}

/**
 * Saves the receipt on screen as a PNG (html-to-image, loaded on first use).
 * Returns the toast to show: success, no content, or failure.
 */
export async function downloadReceiptPng(
  node: HTMLElement | null | undefined,
  fileName: string,
): Promise<{ ok: boolean; message: string }> {
  if (!node) return { ok: false, message: MSG_DOWNLOAD_NO_CONTENT };
  try {
    const { toPng } = await import("html-to-image");
    const width = node.offsetWidth;
    const height = node.offsetHeight;
    const dataUrl = await toPng(node, {
      pixelRatio: PNG_PIXEL_RATIO,
      cacheBust: true,
      backgroundColor: "#ffffff",
      // The image is the receipt plus a margin on every side; the copy keeps the receipt's size.
      width: width + 2 * PNG_MARGIN,
      height: height + 2 * PNG_MARGIN,
      style: {
        boxSizing: "border-box",
        width: `${width}px`,
        height: `${height}px`,
        margin: `${PNG_MARGIN}px`,
      },
    });
    const link = document.createElement("a");
    link.href = dataUrl;
    link.download = pngFileName(fileName);
    document.body.appendChild(link);
    link.click();
    link.remove();
    return { ok: true, message: MSG_DOWNLOADED };
  } catch {
    return { ok: false, message: MSG_DOWNLOAD_FAILED };
  }
}
