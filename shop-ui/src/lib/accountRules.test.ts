import { describe, expect, it } from "vitest";
import { avatarFileError, passwordChangeError } from "./accountRules";

describe("passwordChangeError", () => {
  it.each([
    ["", "", "Harap isi kedua kolom password."],
    ["rahasia1", "", "Harap isi kedua kolom password."],
    ["", "rahasia1", "Harap isi kedua kolom password."],
    ["rahasia1", "rahasia2", "Password tidak cocok."],
    // A mismatch is reported before the length, as the server does.
    ["abc", "abd", "Password tidak cocok."],
    ["abc12", "abc12", "Password minimal harus 6 karakter."],
    ["abc123", "abc123", null],
  ])("(%j, %j) → %j", (password, confirm, expected) => {
    expect(passwordChangeError(password, confirm)).toBe(expected);
  });
});

describe("avatarFileError", () => {
  it("accepts the image types the server stores, up to 5 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif"]) {
      expect(avatarFileError({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it("refuses other files and anything over 5 MB with the server’s wording", () => {
    expect(avatarFileError({ type: "application/pdf", size: 1000 })).toBe(
      "File harus berupa gambar (PNG, JPEG, WebP, GIF).",
    );
    expect(avatarFileError({ type: "image/svg+xml", size: 1000 })).toBe(
      "File harus berupa gambar (PNG, JPEG, WebP, GIF).",
    );
    expect(avatarFileError({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe(
      "Ukuran gambar maksimal 5 MB.",
    );
  });
});
