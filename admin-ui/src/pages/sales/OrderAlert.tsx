import { Alert, Button } from "antd";
import { MSG_ORDER_DONE } from "@konter/ui-kit";
import type { StaffOrder } from "./types";

/** The member's order being paid ('Proses di Kasir'): which one, or why it cannot be. */
export function OrderAlert({
  order,
  loading,
  closed,
  onCancel,
}: {
  order: StaffOrder | undefined;
  loading: boolean;
  /** Closed by someone else (or earlier). */
  closed: boolean;
  /** Leaves the order; absent once the sale is saved. */
  onCancel?: () => void;
}) {
  return (
    <Alert
      type={closed ? "error" : "info"}
      showIcon
      message={
        loading
          ? "Memuat pesanan..."
          : order
            ? `Pesanan ${order.order_number}${order.member_name ? ` — ${order.member_name}` : ""}`
            : "Pesanan tidak dapat dimuat."
      }
      description={
        closed
          ? MSG_ORDER_DONE
          : "Barang dan harga diambil dari pesanan member; stoknya sudah dipesan."
      }
      action={
        onCancel && (
          <Button size="small" onClick={onCancel}>
            {closed ? "Tutup" : "Batal"}
          </Button>
        )
      }
    />
  );
}
