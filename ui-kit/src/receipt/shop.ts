import type { ApiResponse } from "../api";
import { DEFAULT_TIME_ZONE } from "./date";

/** Who the shop is, as a receipt's header prints it (from GET /api/settings). */
export interface ShopInfo {
  name: string;
  description: string;
  address: string;
  phone: string;
  logoUrl: string;
  timeZone: string;
  /** The account a transfer goes to ("BCA 1234567890 a.n. Konter Jaya"); "" when not set. */
  bank: string;
}

/** The part of GET /api/settings a receipt uses. */
export type ShopSettings = Pick<
  ApiResponse<"get-settings">,
  | "appName"
  | "appDescription"
  | "contactAddress"
  | "contactPhone"
  | "logoUrl"
  | "timezone"
  | "bankName"
  | "bankAccountNumber"
  | "bankAccountHolder"
>;

/** The receipt header from the settings; `fallbackName` stands in while they load or when the name is blank. */
export function shopInfo(settings: ShopSettings | undefined, fallbackName: string): ShopInfo {
  return {
    name: settings?.appName?.trim() || fallbackName,
    description: settings?.appDescription?.trim() ?? "",
    address: settings?.contactAddress?.trim() ?? "",
    phone: settings?.contactPhone?.trim() ?? "",
    logoUrl: settings?.logoUrl?.trim() ?? "",
    timeZone: settings?.timezone?.trim() || DEFAULT_TIME_ZONE,
    bank: bankLine(settings),
  };
}

function bankLine(settings: ShopSettings | undefined): string {
  const number = settings?.bankAccountNumber?.trim();
  if (!number) return "";
  const holder = settings?.bankAccountHolder?.trim();
  return [settings?.bankName?.trim(), number, holder ? `a.n. ${holder}` : ""]
    .filter(Boolean)
    .join(" ");
}
