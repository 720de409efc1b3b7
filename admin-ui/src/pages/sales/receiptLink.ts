import type { ApiSchemas } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { apiFetch } from "../../providers/http";
import type { Sale } from "./types";

/** Asked for when the sale's customer has no WhatsApp number (the rule of lib/whatsapp). */
export const MSG_WHATSAPP_NUMBER_INVALID =
  "Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +62 812-3456-7890.";
export const MSG_LINK_REVOKED = "Tautan struk dicabut: pelanggan tidak dapat membukanya lagi.";

/** The customer's page of a receipt link, on the storefront: https://toko/struk/<token>. */
export function receiptUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/struk/${encodeURIComponent(token)}`;
}

/** The WhatsApp message with the receipt's link: the shop, the number and the total. */
export function receiptMessage(
  sale: Pick<Sale, "transaction_id_display" | "total_amount" | "customer_name_cache">,
  shopName: string,
  link: string,
): string {
  const name = sale.customer_name_cache?.trim();
  return (
    `Halo${name ? ` ${name}` : ""}, terima kasih telah berbelanja di ${shopName}.\n` +
    `Total belanja Anda ${formatRupiah(sale.total_amount)} (${sale.transaction_id_display}).\n\n` +
    `Struk Anda: ${link}`
  );
}

/** The sale's receipt link, made the first time and the same until the Admin revokes it. */
export async function shareReceipt(saleId: number): Promise<string> {
  const link = await apiFetch<ApiSchemas["ReceiptLink"]>(`/api/sales/${saleId}/receipt-link`, {
    method: "POST",
  });
  return receiptUrl(link.token);
}

/** Revokes the sale's receipt link (Admin): its page answers "Struk tidak ditemukan". */
export function revokeReceipt(saleId: number): Promise<void> {
  return apiFetch<void>(`/api/sales/${saleId}/receipt-link`, { method: "DELETE" });
}
