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

/** "Halo Agus, " or "Halo, " when the receipt names no customer. */
function greeting(customer: string | null | undefined): string {
  const name = customer?.trim();
  return `Halo${name ? ` ${name}` : ""}, `;
}

/** The WhatsApp message with the receipt's link: the shop, the number and the total. */
export function receiptMessage(
  sale: Pick<Sale, "transaction_id_display" | "total_amount" | "customer_name_cache">,
  shopName: string,
  link: string,
): string {
  return (
    `${greeting(sale.customer_name_cache)}terima kasih telah berbelanja di ${shopName}.\n` +
    `Total belanja Anda ${formatRupiah(sale.total_amount)} (${sale.transaction_id_display}).\n\n` +
    `Struk Anda: ${link}`
  );
}

/** The message with a repair bill's link: the shop, the repair's number and the bill's total. */
export function serviceBillMessage(
  bill: { number: string; total: number; customer: string | null | undefined },
  shopName: string,
  link: string,
): string {
  return (
    `${greeting(bill.customer)}terima kasih telah menservis perangkat Anda di ${shopName}.\n` +
    `Total tagihan servis ${formatRupiah(bill.total)} (${bill.number}).\n\n` +
    `Struk Anda: ${link}`
  );
}

/** The message with an instalment payment's link: what was paid, towards what, what remains. */
export function installmentPaymentMessage(
  payment: {
    number: string;
    amount: number;
    remaining: number;
    customer: string | null | undefined;
  },
  shopName: string,
  link: string,
): string {
  return (
    `${greeting(payment.customer)}pembayaran cicilan ${formatRupiah(payment.amount)} untuk ${payment.number} sudah diterima ${shopName}.\n` +
    `Sisa tagihan ${formatRupiah(payment.remaining)}.\n\n` +
    `Bukti pembayaran: ${link}`
  );
}

/** The receipt's link (`path`: the document's …/receipt-link), made once, the same until revoked. */
export async function shareReceipt(path: string): Promise<string> {
  const link = await apiFetch<ApiSchemas["ReceiptLink"]>(path, { method: "POST" });
  return receiptUrl(link.token);
}

/** Revokes the receipt's link (Admin): its page answers "Struk tidak ditemukan". */
export function revokeReceipt(path: string): Promise<void> {
  return apiFetch<void>(path, { method: "DELETE" });
}
