import { INFO_FINISHED, serviceNumber } from "./service";
import type { ServiceEntry } from "./types";

/**
 * An Indonesian phone number as people write it ("0812-3456-7890",
 * "+62 812 3456 7890", "812 3456 7890") in the international digits wa.me
 * wants ("6281234567890"); null when it is too short or long to be one.
 * The same rule as the server's reminders (core.WhatsAppNumber).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = String(phone ?? "").replace(/\D/g, "");
  if (digits.startsWith("62")) {
    // already international
  } else if (digits.startsWith("0")) {
    digits = `62${digits.replace(/^0+/, "")}`;
  } else if (digits.startsWith("8")) {
    digits = `62${digits}`;
  }
  return digits.length < 9 || digits.length > 15 ? null : digits;
}

/**
 * The prefilled message about a repair: its status (and service info), the
 * tracking link; when the info says 'Telah Selesai', the request to collect
 * it with the one-month notice.
 */
export function serviceMessage(
  entry: Pick<ServiceEntry, "id" | "customer_name" | "device_type" | "status" | "service_info">,
  shopName: string,
  link: string | null,
): string {
  const number = serviceNumber(entry.id);
  const greeting = `Halo ${entry.customer_name}, kami dari ${shopName}.`;
  const body =
    entry.service_info === INFO_FINISHED
      ? `Servis ${entry.device_type} Anda (${number}) telah selesai. Silakan ambil perangkat Anda di konter kami. ` +
        "Barang yang tidak diambil lebih dari 1 bulan setelah diumumkan selesai bukan menjadi tanggung jawab kami."
      : `Status servis ${entry.device_type} Anda (${number}) saat ini: ${entry.status}` +
        `${entry.service_info ? ` (${entry.service_info})` : ""}.`;
  const track = link ? `\n\nLacak status servis: ${link}` : "";
  return `${greeting} ${body}${track}\n\nTerima kasih.`;
}

/** 'Kirim WhatsApp': https://wa.me/62…?text=…; null when the customer has no usable phone number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
