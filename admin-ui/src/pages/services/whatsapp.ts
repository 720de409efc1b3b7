import { INFO_FINISHED, serviceNumber } from "./service";
import type { ServiceEntry } from "./types";

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
