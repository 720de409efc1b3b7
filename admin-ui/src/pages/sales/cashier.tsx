import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useInvalidate, useOne, type BaseKey } from "@refinedev/core";
import { Button, Card, Typography } from "antd";
import { ShoppingCartOutlined } from "@ant-design/icons";
import { MSG_ORDER_DONE } from "@konter/ui-kit";
import { apiFetch } from "../../providers/http";
import { CashierPage } from "../checkout/CashierPage";
import { CheckoutPanel } from "../checkout/CheckoutPanel";
import { useCheckout } from "../checkout/useCheckout";
import { savedFigures, useCheckoutDisplay } from "../checkout/useCheckoutDisplay";
import { useRefuse } from "../checkout/useRefuse";
import { CartList } from "./CartList";
import { OrderAlert } from "./OrderAlert";
import { ItemPicker } from "./ItemPicker";
import type { ProductPickerHandle } from "./ProductPicker";
import { SaleFields } from "./SaleFields";
import { SaleReceiptDialog } from "./SaleReceiptDialog";
import { SalePaymentFields } from "./SalePaymentFields";
import { orderLines } from "./order";
import { salePayHint } from "./payHint";
import { otherSum } from "./payments";
import { useCart } from "./useCart";
import { useExchangeCredit } from "./useExchangeCredit";
import {
  MSG_SAVED,
  checkDraft,
  computeTotals,
  removeLine,
  toSaleRequest,
  unitPrice,
  type CustomerType,
  type PaymentMethod,
  type SaleDraft,
} from "./cart";
import type { Sale, StaffOrder } from "./types";

/**
 * Sales cashier (/dashboard/transaction/sales):
 * pick items (name or barcode; a scanner's Enter adds at once), customer type
 * and customer (one can be added here), discount, payment method and amount,
 * with a live preview of subtotal, total and change or remaining. Processing
 * sends only lines and choices — the server prices the sale — and shows the
 * receipt, which prints by itself after 500 ms. "Transaksi Baru" starts over.
 *
 * `?order=<id>` pays a member's order ('Proses di Kasir'): its lines come from
 * the order and cannot be changed. `?receipt=<id>` reopens a past sale's receipt.
 */
export default function SalesCashier() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order");
  const receiptId = params.get("receipt");
  const invalidate = useInvalidate();
  const picker = useRef<ProductPickerHandle>(null);
  const refuse = useRefuse();

  const [customerType, setCustomerType] = useState<CustomerType>("umum");
  const [customerId, setCustomerId] = useState<BaseKey | null>(null);
  const [discount, setDiscount] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod>("tunai");
  const { lines, setLines, add, addScannedUnit, changeQuantity } = useCart(refuse);

  const { result: order, query: orderQuery } = useOne<StaffOrder>({
    resource: "orders",
    id: orderId ?? "",
    queryOptions: { enabled: !!orderId },
    errorNotification: (error) => ({
      type: "error",
      message: `Gagal memuat detail pesanan: ${error?.message ?? ""}`,
    }),
  });

  const orderMode = !!orderId;
  const checkout = useCheckout<Sale>({
    idPrefix: "sale",
    customerField: "sale-customer",
    search: () => picker.current?.focus(),
    // Leaving with a cart that was not processed asks first.
    unsaved: !orderMode && lines.length > 0,
    check: (): string | null => (orderMode && orderClosed ? MSG_ORDER_DONE : checkDraft(draft)),
    send: (key): Promise<Sale> =>
      apiFetch<Sale>("/api/sales", {
        method: "POST",
        headers: { "Idempotency-Key": key },
        json: toSaleRequest(draft),
      }),
    savedMessage: MSG_SAVED,
    refresh: () => {
      if (orderId)
        void invalidate({ resource: "orders", invalidates: ["list", "detail"], id: orderId });
    },
    onReset: () => {
      setLines([]);
      setCustomerType("umum");
      setCustomerId(null);
      setDiscount(null);
      setMethod("tunai");
      if (orderId || receiptId) setParams({}, { replace: true });
      setTimeout(() => picker.current?.focus(), 0);
    },
  });
  const { saved: sale, locked, others } = checkout;
  // Closed by someone else (or earlier): once this screen has paid it, it is simply done.
  const orderClosed = !locked && !!order && (order.status !== "Pending" || order.sale_id != null);
  const cart = orderMode ? orderLines(order) : lines;
  const pricing: CustomerType = orderMode ? "umum" : customerType;
  const totals = useMemo(
    () => computeTotals(cart, pricing, discount, checkout.paid, otherSum(others)),
    [cart, pricing, discount, checkout.paid, others],
  );

  // A return receipt scanned into the search box pays by its credit (tukar barang).
  const takeCredit = useExchangeCredit({
    rows: others,
    onChange: checkout.setOthers,
    due: totals.remaining + otherSum(others),
  });

  const draft: SaleDraft = {
    lines: cart,
    customerType: pricing,
    customerId,
    discount,
    paymentMethod: method,
    paid: checkout.paid,
    others,
    orderId: orderMode ? orderId : null,
  };

  useCheckoutDisplay(checkout, {
    number: sale?.transaction_id_display,
    billing: cart.length > 0,
    lines: cart.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      total: l.quantity * unitPrice(l, pricing),
    })),
    live: totals,
    saved: savedFigures(sale),
  });

  return (
    <CashierPage
      title="Kasir Penjualan"
      extra={
        <Typography.Text type="secondary">
          <ShoppingCartOutlined />{" "}
          {cart.reduce((n, l) => n + l.quantity, 0).toLocaleString("id-ID")} barang
        </Typography.Text>
      }
      checkout={checkout}
      notices={
        orderMode && (
          <OrderAlert
            order={order}
            loading={orderQuery.isLoading}
            closed={orderClosed}
            onCancel={locked ? undefined : checkout.reset}
          />
        )
      }
      savedMessage={sale && `Transaksi ${sale.transaction_id_display} tersimpan.`}
      customerLabel="Pilih pelanggan"
      ticket={
        <Card
          title="Keranjang Belanja"
          size="small"
          className="cashier-card"
          extra={
            !orderMode &&
            !locked &&
            lines.length > 0 && (
              <Button type="link" danger size="small" onClick={() => setLines([])}>
                Kosongkan
              </Button>
            )
          }
        >
          <SaleFields
            customerType={orderMode ? undefined : customerType}
            onCustomerType={setCustomerType}
            customerId={customerId}
            onCustomerId={setCustomerId}
            discount={discount}
            onDiscount={setDiscount}
            memberName={orderMode ? (order?.member_name ?? undefined) : undefined}
            locked={locked}
          />
          {!orderMode && (
            <ItemPicker
              picker={picker}
              customerType={customerType}
              lines={lines}
              add={add}
              addUnit={addScannedUnit}
              onReturnNumber={takeCredit}
              disabled={locked}
            />
          )}
          <CartList
            lines={cart}
            customerType={pricing}
            readOnly={orderMode || locked}
            onQuantity={changeQuantity}
            onRemove={(id) => setLines((current) => removeLine(current, id))}
          />
        </Card>
      }
      payment={
        <CheckoutPanel
          checkout={checkout}
          figures={totals}
          hint={cart.length > 0 ? salePayHint(totals, method, others, customerId != null) : null}
          process={{ label: "Proses Transaksi", disabled: orderMode && (orderClosed || !order) }}
          note={
            <>
              Harga dan total akhir dihitung ulang oleh server saat transaksi diproses.{" "}
              <Link to="/dashboard/transaction/installments">Lihat cicilan</Link>
            </>
          }
        >
          <SalePaymentFields method={method} onMethod={setMethod} totals={totals} locked={locked} />
        </CheckoutPanel>
      }
      receipt={
        <SaleReceiptDialog
          saved={sale}
          receiptId={receiptId}
          open={checkout.receiptOpen}
          onClose={checkout.closeReceipt}
          onPastClosed={() => setParams({}, { replace: true })}
          onNew={checkout.reset}
        />
      }
    />
  );
}
