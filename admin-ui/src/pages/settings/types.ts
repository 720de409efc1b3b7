import type { ApiResponse, ApiSchemas } from "@konter/ui-kit";

/** GET /api/settings: every setting by key, with the shop's defaults filled in. */
export type Settings = ApiResponse<"get-settings">;

/** An advertisement as GET /api/ads/manage lists it. */
export type Advertisement = ApiSchemas["Advertisement"];
export type AdPlacement = Advertisement["placement"];

/** The placement choices of the ad form. */
export const PLACEMENTS: readonly { value: AdPlacement; label: string }[] = [
  { value: "homepage_carousel", label: "Carousel Halaman Utama" },
  { value: "products_page_banner", label: "Banner Halaman Produk" },
];

// The "Gagal …" texts lead the server's detail: "Gagal menambah iklan baru: …".
export const MSG_SETTINGS_LOAD_FAILED = "Gagal memuat pengaturan";
export const MSG_SETTINGS_SAVED = "Pengaturan berhasil disimpan!";
export const MSG_SETTINGS_SAVE_FAILED = "Gagal menyimpan pengaturan";
export const MSG_LOGO_FAILED = "Gagal mengunggah logo";
export const MSG_AUTHOR_IMAGE_FAILED = "Gagal mengunggah foto author";
export const MSG_ADS_LOAD_FAILED = "Gagal memuat data iklan";
export const MSG_AD_ADDED = "Iklan berhasil ditambahkan.";
export const MSG_AD_ADD_FAILED = "Gagal menambah iklan baru";
export const MSG_AD_DELETED = "Iklan berhasil dihapus.";
export const MSG_AD_DELETE_FAILED = "Gagal menghapus iklan";
