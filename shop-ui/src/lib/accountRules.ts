import { MSG_BOTH_PASSWORDS, MSG_PASSWORD_MISMATCH, MSG_PASSWORD_TOO_SHORT } from "@konter/ui-kit";
/** Client-side checks for the profile page; the server checks the same and has the last word. */

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORDS_REQUIRED = MSG_BOTH_PASSWORDS;
export const PASSWORDS_DIFFER = MSG_PASSWORD_MISMATCH;
export const PASSWORD_TOO_SHORT = MSG_PASSWORD_TOO_SHORT;

/** Both fields, equal, at least 6 characters — in that order. Null when fine. */
export function passwordChangeError(password: string, confirm: string): string | null {
  if (!password || !confirm) return PASSWORDS_REQUIRED;
  if (password !== confirm) return PASSWORDS_DIFFER;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
// The server's own wording for the same refusals.
export const AVATAR_NOT_IMAGE = "File harus berupa gambar (PNG, JPEG, WebP, GIF).";
export const AVATAR_TOO_LARGE = "Ukuran gambar maksimal 5 MB.";

/**
 * A photo the server would refuse by its type or size. The server sniffs the bytes itself, so a
 * file the browser could not type (empty type) is left for it to judge.
 */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (file.type && !AVATAR_TYPES.includes(file.type)) return AVATAR_NOT_IMAGE;
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_TOO_LARGE;
  return null;
}
