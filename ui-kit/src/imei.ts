import { MSG_IMEI_INVALID } from "./server.gen";

/** 15 digits: what a scanner reads off a phone's IMEI label (anything else is a serial number). */
export const looksLikeImei = (number: string): boolean => /^\d{15}$/.test(number);

/**
 * Whether number is 15 digits whose last is the Luhn check digit of the first 14: the rule of
 * core.ValidIMEI, held to the same cases (imeiCases.gen.json).
 */
export function validImei(number: string): boolean {
  if (!looksLikeImei(number)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = number.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The server's refusal of an IMEI whose check digit is wrong, naming it. */
export const imeiRefusal = (number: string): string => MSG_IMEI_INVALID.replace("%s", number);
