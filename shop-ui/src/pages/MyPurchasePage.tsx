import { Link, useParams } from "react-router";
import { getMyPurchase } from "../api/purchases";
import { ReceiptView } from "../components/receipt/ReceiptView";
import { salePaper } from "../components/receipt/salePaper";

export const PURCHASE_GONE_HINT = "Struk ini bukan milik akun Anda atau tidak ada.";

/**
 * /my-orders/purchases/{id} (members): the receipt of a sale rung up at the counter for the
 * member's account, with its IMEI and warranties, as the paper printed it.
 */
export default function MyPurchasePage() {
  const { id = "" } = useParams();
  return (
    <ReceiptView
      load={(source, signal) => getMyPurchase(Number(source), signal)}
      source={id}
      goneHint={PURCHASE_GONE_HINT}
      paper={salePaper}
      footer={
        <Link to="/my-orders" className="btn btn-outline">
          Kembali ke Pesanan Saya
        </Link>
      }
    />
  );
}
