import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  useInvalidate,
  useNotification,
  useOne,
  useWarnAboutChange,
  type BaseKey,
} from "@refinedev/core";
import { Alert, Button, Card, Col, Flex, Form, Radio, Row, Typography } from "antd";
import { ShoppingCartOutlined } from "@ant-design/icons";
import { apiFetch, type ApiError } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { ReceiptDialog, preloadReceipt, useShopInfo } from "../../components/receipt";
import { AmountInput } from "./AmountInput";
import { CartList } from "./CartList";
import { CustomerSelect } from "./CustomerSelect";
import { FrequentItems } from "./FrequentItems";
import { ProductPicker, type ProductPickerHandle } from "./ProductPicker";
import { UnitPicker } from "./UnitPicker";
import type { Product } from "../../interfaces";
import { SaleReceipt, saleReceiptDoc, saleReceiptFileName } from "./SaleReceipt";
import { HelpButton } from "./HelpButton";
import { Kbd } from "./Kbd";
import { NewTransactionButton } from "./NewTransactionButton";
import { PaidField } from "./PaidField";
import { PayBar } from "./PayBar";
import { PaymentRows } from "./PaymentRows";
import { ProcessButton } from "./ProcessButton";
import { SavedAlert } from "./SavedAlert";
import { ShortcutHelp } from "./ShortcutHelp";
import { SHORTCUT_KEYS, focusField, useCashierKeys } from "./shortcuts";
import { SummaryRow } from "./SummaryRow";
import { ShiftGate } from "../shifts/ShiftGate";
import { useCart } from "./useCart";
import { useAcceptedMethods } from "./useAcceptedMethods";
import { useCustomerDisplay } from "./useCustomerDisplay";
import { OtherPayments } from "./OtherPayments";
import { QrisWaiting } from "./QrisWaiting";
import {
  MSG_NON_CASH_OVER,
  checkOthers,
  otherSum,
  qrisAwaited,
  type OtherPayment,
} from "./payments";
import { useExchangeCredit } from "./useExchangeCredit";
import {
  CUSTOMER_TYPES,
  MSG_NEED_CUSTOMER,
  MSG_CASH_SHORT,
  MSG_SAVED,
  MSG_SAVE_FAILED,
  PAYMENT_METHODS,
  checkDraft,
  computeTotals,
  removeLine,
  unitPrice,
  toSaleRequest,
  type CartLine,
  type CustomerType,
  type PaymentMethod,
  type SaleDraft,
} from "./cart";
import type { Sale, StaffOrder } from "./types";
import "./cashier.css";
import { MSG_ORDER_DONE, MSG_SALE_NOT_FOUND, newIdempotencyKey } from "@konter/ui-kit";

/**
 * The toast for a refused or failed POST /api/sales: a refusal
 * (4xx) is the server's reason (stock, payment, customer); a network or server
 * failure gets the spec's "database" message (the sale may or may not exist).
 */
export function saleFailureText(error: unknown): string {
  return refusalOrFailure(MSG_SAVE_FAILED, error);
}

/** A member's order as read-only cart lines, at the prices it was ordered at. */
export function orderLines(order: StaffOrder | undefined): CartLine[] {
  return (order?.items ?? []).map((it) => ({
    product_id: it.product_id,
    name: it.product_name,
    barcode: "",
    stock: it.quantity,
    retail_price: it.price_at_order,
    reseller_price: it.price_at_order,
    quantity: it.quantity,
  }));
}

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
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const { shop } = useShopInfo();
  const picker = useRef<ProductPickerHandle>(null);

  const [customerType, setCustomerType] = useState<CustomerType>("umum");
  const [customerId, setCustomerId] = useState<BaseKey | null>(null);
  const [discount, setDiscount] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod>("tunai");
  const [paid, setPaid] = useState<number | null>(null);
  const [others, setOthers] = useState<OtherPayment[]>([]);
  const [qris, setQris] = useState<{ payload: string; amount: number } | null>(null);
  const accepted = useAcceptedMethods();
  const [sale, setSale] = useState<Sale | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const refuse = useCallback((message: string) => notify?.({ type: "error", message }), [notify]);
  const { lines, setLines, add, addScannedUnit, changeQuantity } = useCart(refuse);
  // A phone or laptop chosen by name (or its product barcode) asks which unit leaves the shop.
  const [unitFor, setUnitFor] = useState<Product | null>(null);
  const pick = (product: Product): boolean => {
    if (!product.tracked) return add(product);
    setUnitFor(product);
    return true;
  };
  // One key per submission attempt; a second click while the first is in flight is ignored.
  const attemptKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  useEffect(preloadReceipt, []);

  const { result: order, query: orderQuery } = useOne<StaffOrder>({
    resource: "orders",
    id: orderId ?? "",
    queryOptions: { enabled: !!orderId },
    errorNotification: (error) => ({
      type: "error",
      message: `Gagal memuat detail pesanan: ${error?.message ?? ""}`,
    }),
  });
  const { result: pastSale } = useOne<Sale>({
    resource: "sales",
    id: receiptId ?? "",
    queryOptions: { enabled: !!receiptId },
    errorNotification: (error) => ({
      type: "error",
      message: error?.message || MSG_SALE_NOT_FOUND,
    }),
  });

  const orderMode = !!orderId;
  const locked = sale !== null;
  // Closed by someone else (or earlier): once this screen has paid it, it is simply done.
  const orderClosed = !locked && !!order && (order.status !== "Pending" || order.sale_id != null);
  const cart = orderMode ? orderLines(order) : lines;
  const pricing: CustomerType = orderMode ? "umum" : customerType;
  const totals = useMemo(
    () => computeTotals(cart, pricing, discount, paid, otherSum(others)),
    [cart, pricing, discount, paid, others],
  );

  // A return receipt scanned into the search box pays by its credit (tukar barang).
  const takeCredit = useExchangeCredit({
    rows: others,
    onChange: setOthers,
    due: totals.remaining + otherSum(others),
  });

  const draft: SaleDraft = {
    lines: cart,
    customerType: pricing,
    customerId,
    discount,
    paymentMethod: method,
    paid,
    others,
    orderId: orderMode ? orderId : null,
  };

  // Leaving with a cart that was not processed asks first.
  const dirty = !locked && !orderMode && lines.length > 0;
  useEffect(() => {
    setWarnWhen(dirty);
  }, [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const reset = () => {
    setLines([]);
    setCustomerType("umum");
    setCustomerId(null);
    setDiscount(null);
    setMethod("tunai");
    setPaid(null);
    setOthers([]);
    setQris(null);
    setSale(null);
    setReceiptOpen(false);
    attemptKey.current = newIdempotencyKey();
    if (orderId || receiptId) setParams({}, { replace: true });
    setTimeout(() => picker.current?.focus(), 0);
  };

  const submit = async () => {
    if (inFlight.current || locked) return;
    const problem = orderMode && orderClosed ? MSG_ORDER_DONE : checkDraft(draft);
    if (problem) {
      refuse(problem);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const saved = await apiFetch<Sale>("/api/sales", {
        method: "POST",
        headers: { "Idempotency-Key": attemptKey.current },
        json: toSaleRequest(draft),
      });
      setSale(saved);
      setReceiptOpen(true);
      notify?.({ type: "success", message: MSG_SAVED });
      void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      void invalidate({ resource: "installments", invalidates: ["list"] });
      if (orderMode)
        void invalidate({
          resource: "orders",
          invalidates: ["list", "detail"],
          id: orderId ?? undefined,
        });
    } catch (error) {
      const status = (error as ApiError | undefined)?.statusCode ?? 0;
      // Refused (4xx): nothing was saved, the next try is a new attempt. A lost answer or a
      // server failure keeps the key, so trying again cannot record the sale twice.
      if (status >= 400 && status < 500) attemptKey.current = newIdempotencyKey();
      refuse(saleFailureText(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const { helpOpen, openHelp, closeHelp } = useCashierKeys({
    search: () => picker.current?.focus(),
    customer: () => focusField("sale-customer"),
    amount: () => focusField("sale-paid"),
    process: () => void submit(),
    newTransaction: () => {
      if (locked) reset();
    },
  });

  const payHint = (() => {
    if (cart.length === 0) return null;
    const othersProblem = checkOthers(others, totals.total);
    if (othersProblem === MSG_NON_CASH_OVER) return { type: "error" as const, text: othersProblem };
    // Cash not typed in yet is not a mistake yet.
    if (method === "tunai" && totals.remaining > 0)
      return totals.paid > 0 ? { type: "error" as const, text: MSG_CASH_SHORT } : null;
    if (totals.remaining > 0 && customerId == null)
      return { type: "warning" as const, text: MSG_NEED_CUSTOMER };
    if (totals.remaining > 0)
      return {
        type: "info" as const,
        text: `Sisa ${formatRupiah(totals.remaining)} dicatat sebagai cicilan.`,
      };
    return null;
  })();

  const awaited = qrisAwaited(others);
  const pendingQris = awaited > 0;
  useCustomerDisplay({
    stage: sale ? "done" : pendingQris && qris ? "qris" : cart.length > 0 ? "cart" : "idle",
    number: sale?.transaction_id_display,
    lines: (sale ? [] : cart).map((l) => ({
      name: l.name,
      quantity: l.quantity,
      total: l.quantity * unitPrice(l, pricing),
    })),
    total: sale ? sale.total_amount : totals.total,
    paid: sale ? sale.paid_amount : totals.paid - awaited,
    change: sale ? sale.change_amount : totals.change,
    remaining: sale ? sale.remaining_amount : totals.remaining,
    qris: pendingQris ? qris : null,
  });

  const receiptSale = sale ?? (receiptId ? pastSale : undefined) ?? null;
  const showingPast = !sale && !!receiptId && !!pastSale;

  return (
    <Flex vertical gap={16} className="cashier">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Kasir Penjualan
        </Typography.Title>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">
            <ShoppingCartOutlined />{" "}
            {cart.reduce((n, l) => n + l.quantity, 0).toLocaleString("id-ID")} barang
          </Typography.Text>
          <HelpButton onClick={openHelp} />
        </Flex>
      </Flex>

      <ShiftGate />

      {orderMode && (
        <Alert
          type={orderClosed ? "error" : "info"}
          showIcon
          message={
            orderQuery.isLoading
              ? "Memuat pesanan..."
              : order
                ? `Pesanan ${order.order_number}${order.member_name ? ` — ${order.member_name}` : ""}`
                : "Pesanan tidak dapat dimuat."
          }
          description={
            orderClosed
              ? MSG_ORDER_DONE
              : "Barang dan harga diambil dari pesanan member; stoknya sudah dipesan."
          }
          action={
            !locked && (
              <Button size="small" onClick={reset}>
                {orderClosed ? "Tutup" : "Batal"}
              </Button>
            )
          }
        />
      )}

      {sale && (
        <SavedAlert
          message={`Transaksi ${sale.transaction_id_display} tersimpan.`}
          onShowReceipt={() => setReceiptOpen(true)}
          onNew={reset}
        />
      )}

      <Row gutter={[16, 16]} className="cashier-grid">
        <Col xs={24} lg={15}>
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
            <Form
              layout="vertical"
              component="div"
              disabled={locked}
              className="cashier-form cashier-ticket"
            >
              {!orderMode && (
                <Form.Item label="Tipe Pelanggan" htmlFor="sale-customer-type">
                  <Radio.Group
                    id="sale-customer-type"
                    name="sale-customer-type"
                    aria-label="Tipe Pelanggan"
                    optionType="button"
                    buttonStyle="solid"
                    value={customerType}
                    onChange={(e) => setCustomerType(e.target.value as CustomerType)}
                    options={CUSTOMER_TYPES.map((t) => ({
                      value: t.value,
                      label: t.value === "umum" ? "Umum" : "Reseller",
                      title: t.label,
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item
                label={
                  <>
                    Pelanggan <Kbd>{SHORTCUT_KEYS.customer}</Kbd>
                  </>
                }
                htmlFor="sale-customer"
                className="cashier-ticket__customer"
              >
                <CustomerSelect
                  id="sale-customer"
                  value={customerId}
                  onChange={setCustomerId}
                  placeholder={
                    orderMode && order?.member_name
                      ? `${order.member_name} (member)`
                      : "Umum (tanpa pelanggan)"
                  }
                  disabled={locked}
                />
              </Form.Item>
              <Form.Item
                label="Diskon"
                htmlFor="sale-discount"
                className="cashier-ticket__discount"
              >
                <AmountInput
                  id="sale-discount"
                  value={discount}
                  onChange={setDiscount}
                  placeholder="0"
                />
              </Form.Item>
            </Form>
            {!orderMode && (
              <>
                <ProductPicker
                  ref={picker}
                  customerType={customerType}
                  onPick={pick}
                  onPickUnit={addScannedUnit}
                  onReturnNumber={takeCredit}
                  disabled={locked}
                />
                <FrequentItems customerType={customerType} onPick={pick} disabled={locked} />
                <UnitPicker
                  product={unitFor}
                  inCart={lines.flatMap((l) => l.units?.map((u) => u.id) ?? [])}
                  onPick={addScannedUnit}
                  onClose={() => {
                    setUnitFor(null);
                    picker.current?.focus();
                  }}
                />
              </>
            )}
            <CartList
              lines={cart}
              customerType={pricing}
              readOnly={orderMode || locked}
              onQuantity={changeQuantity}
              onRemove={(id) => setLines((current) => removeLine(current, id))}
            />
          </Card>
        </Col>

        <Col xs={24} lg={9}>
          <Card title="Pembayaran" size="small" className="cashier-card cashier-pay">
            <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
              <Form.Item label="Metode Pembayaran" htmlFor="sale-method">
                <Radio.Group
                  id="sale-method"
                  name="sale-method"
                  aria-label="Metode Pembayaran"
                  optionType="button"
                  buttonStyle="solid"
                  value={method}
                  onChange={(e) => setMethod(e.target.value as PaymentMethod)}
                  options={PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }))}
                />
              </Form.Item>
            </Form>
            <div className="cashier-summary">
              <SummaryRow
                label="Subtotal"
                value={formatRupiah(totals.subtotal)}
                testId="preview-subtotal"
              />
              <SummaryRow
                label="Diskon"
                value={totals.discount ? `-${formatRupiah(totals.discount)}` : formatRupiah(0)}
                testId="preview-discount"
              />
            </div>

            <QrisWaiting
              rows={others}
              onChange={setOthers}
              onPayload={(payload, amount) => setQris({ payload, amount })}
              disabled={locked}
            />
            <PayBar>
              <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
                <PaidField
                  id="sale-paid"
                  value={paid}
                  onChange={setPaid}
                  total={totals.total}
                  locked={locked}
                  onEnter={() => void submit()}
                />
                <OtherPayments
                  idPrefix="sale"
                  accepted={accepted}
                  rows={others}
                  onChange={setOthers}
                  left={totals.remaining}
                  disabled={locked}
                />
              </Form>
              <div className="cashier-summary" data-testid="cashier-summary">
                <PaymentRows
                  total={totals.total}
                  paid={totals.paid}
                  remaining={totals.remaining}
                  change={totals.change}
                />
                {payHint && (
                  <Typography.Text
                    type={
                      payHint.type === "error"
                        ? "danger"
                        : payHint.type === "warning"
                          ? "warning"
                          : "secondary"
                    }
                    className="cashier-summary__hint"
                  >
                    {payHint.text}
                  </Typography.Text>
                )}
              </div>
              <ProcessButton
                saved={locked}
                onNew={reset}
                onProcess={() => void submit()}
                processing={submitting}
                disabled={orderMode && (orderClosed || !order)}
              >
                Proses Transaksi
              </ProcessButton>
            </PayBar>
            <Typography.Paragraph type="secondary" className="cashier-note">
              Harga dan total akhir dihitung ulang oleh server saat transaksi diproses.{" "}
              <Link to="/dashboard/transaction/installments">Lihat cicilan</Link>
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>

      <ShortcutHelp open={helpOpen} onClose={closeHelp} customerLabel="Pilih pelanggan" />

      {receiptSale && (
        <ReceiptDialog
          open={receiptOpen || showingPast}
          title={`Struk ${receiptSale.transaction_id_display}`}
          fileName={saleReceiptFileName(receiptSale)}
          autoPrint={!!sale}
          onClose={() => {
            setReceiptOpen(false);
            if (showingPast) setParams({}, { replace: true });
          }}
          actions={sale ? <NewTransactionButton onClick={reset} /> : null}
          doc={saleReceiptDoc(receiptSale, shop)}
        >
          <SaleReceipt sale={receiptSale} shop={shop} />
        </ReceiptDialog>
      )}
    </Flex>
  );
}
