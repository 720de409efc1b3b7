import { NETWORK_ERROR_MESSAGE, problemToHttpError } from "../../providers/http";

/** The file name the server gave a download (Content-Disposition), or the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a report workbook (GET /api/reports/{kind}/export) under the
 * server's file name, e.g. laporan-sales-2026-10-24_2026-11-22.xlsx. A refusal
 * throws with the server's `detail`, like every other call.
 */
export async function downloadReport(
  kind: string,
  query: Record<string, string | undefined>,
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  let response: Response;
  try {
    response = await fetch(`/api/reports/${kind}/export${qs ? `?${qs}` : ""}`, {
      credentials: "same-origin",
    });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await problemToHttpError(response);
  const name = attachmentName(response.headers.get("Content-Disposition"), `laporan-${kind}.xlsx`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a little later: the browser starts the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
