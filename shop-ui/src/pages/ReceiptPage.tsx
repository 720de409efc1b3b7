import { useParams } from "react-router";
import { sharedReceipt } from "../api/receipts";
import { ReceiptView } from "../components/receipt/ReceiptView";
import { sharedPaper } from "../components/receipt/sharedPaper";

export const RECEIPT_GONE_HINT =
  "Tautan ini salah, sudah kedaluwarsa, atau sudah dicabut oleh toko. Mintalah tautan baru kepada toko.";

/**
 * /struk/{token}: one receipt (a sale, a repair bill or an instalment payment) from the link the
 * cashier sent on WhatsApp. It is the paper's receipt with the shop's details, printable and
 * downloadable as PNG; a wrong, unknown or revoked link says so, and nothing else of the shop is
 * reachable from it.
 */
export default function ReceiptPage() {
  const { token = "" } = useParams();
  return (
    <ReceiptView
      load={sharedReceipt}
      source={token}
      goneHint={RECEIPT_GONE_HINT}
      paper={sharedPaper}
    />
  );
}
