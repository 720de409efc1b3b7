import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { fileForm } from "../../lib/images";

/** Where a repair's photo is served, to staff only. */
export function photoURL(entryID: number, photoID: number, size: "thumb" | "large"): string {
  return `/api/service-entries/${entryID}/photos/${photoID}?size=${size}`;
}

/**
 * Sends the intake's photos one by one; a refused one (the server sniffs and
 * bounds each) does not stop the others. Answers why each refused one was.
 */
export async function uploadPhotos(entryID: number, files: readonly File[]): Promise<string[]> {
  const refused: string[] = [];
  for (const file of files) {
    try {
      await apiFetch(`/api/service-entries/${entryID}/photos`, {
        method: "POST",
        body: fileForm(file),
      });
    } catch (err) {
      refused.push(failureText(`Foto ${file.name} tidak tersimpan`, err));
    }
  }
  return refused;
}
