/** A setting that holds a JSON list (the warranties, the tracked categories); an unreadable one as none. */
export function settingList<T>(setting: string | undefined): T[] {
  try {
    const list: unknown = JSON.parse(setting || "[]");
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}
