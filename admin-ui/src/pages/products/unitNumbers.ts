import { imeiRefusal, looksLikeImei, validImei, type ApiSchemas } from "@konter/ui-kit";

/** One unit's numbers as POST /api/products/{id}/stock and goods receipts take them. */
export type UnitNumbers = ApiSchemas["UnitNumbers"];

/** A scanned number: 15 digits are an IMEI, anything else a serial. */
export function toUnitNumbers(scanned: string): UnitNumbers {
  return looksLikeImei(scanned) ? { imei: scanned } : { serial: scanned };
}

/**
 * Adds a scanned number to the list, unless it is blank, an IMEI whose check digit is wrong
 * (named, as the server would refuse it), or already listed (in any case): then the list is
 * returned as it was, with the reason.
 */
export function addScanned(
  list: readonly string[],
  scanned: string,
): { list: readonly string[]; refused?: string } {
  const number = scanned.trim();
  if (!number) return { list };
  if (looksLikeImei(number) && !validImei(number)) return { list, refused: imeiRefusal(number) };
  if (list.some((n) => n.toLowerCase() === number.toLowerCase()))
    return { list, refused: `${number} sudah ada di daftar.` };
  return { list: [...list, number] };
}
