/** Client-side checks before an upload; the server checks again (spec: ≤ 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** News pictures and advertisements: any image the server takes. */
export const CONTENT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** The shop's logo and the author photo (PNG or JPEG only). */
export const SETTING_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

const NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/gif": "GIF",
};

function listNames(types: readonly string[]): string {
  const names = types.map((t) => NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} atau ${names.at(-1)}` : names[0];
}

/** Why this file cannot be uploaded, or null when it can. */
export function imageProblem(file: File, types: readonly string[]): string | null {
  if (!types.includes(file.type)) return `Format gambar harus ${listNames(types)}.`;
  if (file.size > MAX_IMAGE_BYTES) return "Ukuran gambar maksimal 5 MB.";
  return null;
}

/** multipart/form-data with the file in the part "file", as the upload endpoints want. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}
