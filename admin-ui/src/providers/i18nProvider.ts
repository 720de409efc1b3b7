import type { I18nProvider } from "@refinedev/core";

/**
 * Indonesian for the few texts Refine itself shows: the unsaved-changes
 * confirm, the modal buttons of useModalForm, and — as a safety net — the
 * success toasts of a mutation that forgot its own message (every mutation in
 * the pages passes an Indonesian one; see lib/notify.ts).
 *
 * Error headings ("Error (status code: …)") are left to Refine on purpose:
 * the notification provider replaces them with the API's Indonesian `detail`.
 */
const TEXTS: Readonly<Record<string, string>> = {
  warnWhenUnsavedChanges: "Ada perubahan yang belum disimpan. Yakin ingin keluar tanpa menyimpan?",
  "buttons.save": "Simpan",
  "buttons.cancel": "Batal",
  "buttons.create": "Tambah",
  "buttons.edit": "Edit",
  "buttons.delete": "Hapus",
  "buttons.confirm": "Apakah Anda yakin?",
  "buttons.refresh": "Muat ulang",
  "buttons.logout": "Log out",
  "notifications.success": "Berhasil",
  "notifications.createSuccess": "Data berhasil ditambahkan!",
  "notifications.editSuccess": "Data berhasil diperbarui!",
  "notifications.deleteSuccess": "Data berhasil dihapus!",
};

export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const text = TEXTS[key];
  if (text === undefined) {
    // Refine also calls translate(key, defaultMessage).
    return defaultMessage ?? (typeof options === "string" ? options : key);
  }
  if (!options || typeof options !== "object") return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String((options as Record<string, unknown>)[name] ?? ""),
  );
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: () => undefined,
  getLocale: () => "id",
};
