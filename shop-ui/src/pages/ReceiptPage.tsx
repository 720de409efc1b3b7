import { useParams } from "react-router";
import { sharedReceipt } from "../api/receipts";
import { ReceiptView } from "../components/receipt/ReceiptView";
import { salePaper } from "../components/receipt/salePaper";

export const RECEIPT_GONE_HINT =
  "Tautan ini salah, sudah kedaluwarsa, atau sudah dicabut oleh toko. Mintalah tautan baru kepada toko.";

/**
 * /struk/{token}: the receipt of one sale, from the link the cashier sent on WhatsApp. It is the
 * paper's receipt (saleReceiptDoc) with the shop's details, printable and downloadable as PNG;
 * a wrong, unknown or revoked link says so, and nothing else of the shop is reachable from it.
 */
export default function ReceiptPage() {
  const { token = "" } = useParams();
  return (
    <ReceiptView
      load={sharedReceipt}
      source={token}
      goneHint={RECEIPT_GONE_HINT}
      paper={salePaper}
    />
  );
}
