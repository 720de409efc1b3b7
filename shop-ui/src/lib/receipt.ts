/** Texts and rules of the service receipt. */

export type ReceiptMode = "customer" | "technician";

export const RECEIPT_DIALOG_TITLE = "Tanda Terima Service";
export const RECEIPT_TITLES: Record<ReceiptMode, string> = {
  customer: "TANDA TERIMA SERVICE",
  technician: "LEMBAR KERJA TEKNISI",
};
export const RECEIPT_TABS: Record<ReceiptMode, string> = {
  customer: "Struk Pelanggan",
  technician: "Untuk Teknisi",
};

export const WARRANTY_NOTE = "Garansi servis 7 hari.";
export const UNCOLLECTED_NOTE =
  "Barang yang tidak diambil lebih dari 1 bulan setelah servis diumumkan selesai bukan tanggung jawab kami.";

export const MSG_DOWNLOADED = "Struk berhasil diunduh!";
export const MSG_DOWNLOAD_FAILED = "Gagal mengunduh struk.";
export const MSG_DOWNLOAD_NO_CONTENT = "Gagal mengunduh struk. Konten tidak ditemukan.";

/** The PNG is drawn at three times the screen's pixels. */
export const PNG_PIXEL_RATIO = 3;

/** White paper around the receipt in the PNG, in screen pixels, so nothing touches its edges. */
export const PNG_MARGIN = 16;

/** Code 128, bars 60 px high and 2 px wide. */
export const BARCODE_HEIGHT = 60;
export const BARCODE_BAR_WIDTH = 2;

/** "tanda-terima-service-12-customer.png" */
export function receiptFileName(id: number, mode: ReceiptMode): string {
  return `tanda-terima-service-${id}-${mode}.png`;
}

/**
 * Saves the receipt on screen as a PNG (html-to-image, loaded on first use so no other page pays
 * for it). Returns the toast to show.
 */
export async function downloadReceipt(
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
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    return { ok: true, message: MSG_DOWNLOADED };
  } catch {
    return { ok: false, message: MSG_DOWNLOAD_FAILED };
  }
}
