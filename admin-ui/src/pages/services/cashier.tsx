import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useInvalidate, useNotification, useOne, useWarnAboutChange } from "@refinedev/core";
import { Alert, Card, Col, Descriptions, Flex, Form, Row, Select, Typography } from "antd";
import { ToolOutlined } from "@ant-design/icons";
import type { Product } from "../../interfaces";
import { apiFetch, type ApiError } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { preloadReceipt } from "../../components/receipt";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { AmountInput } from "../sales/AmountInput";
import { CartList } from "../sales/CartList";
import { FrequentItems } from "../sales/FrequentItems";
import { ProductPicker, type ProductPickerHandle } from "../sales/ProductPicker";
import { HelpButton } from "../sales/HelpButton";
import { Kbd } from "../sales/Kbd";
import { NewTransactionButton } from "../sales/NewTransactionButton";
import { PaidField } from "../sales/PaidField";
import { PayBar } from "../sales/PayBar";
import { PaymentRows } from "../sales/PaymentRows";
import { ProcessButton } from "../sales/ProcessButton";
import { SavedAlert } from "../sales/SavedAlert";
import { ShortcutHelp } from "../sales/ShortcutHelp";
import { SHORTCUT_KEYS, focusField, useCashierKeys } from "../sales/shortcuts";
import { SummaryRow } from "../sales/SummaryRow";
import { removeLine } from "../sales/cart";
import { OtherPayments } from "../sales/OtherPayments";
import { QrisWaiting } from "../sales/QrisWaiting";
import { billTotals, otherSum, qrisAwaited, splitPaid, type OtherPayment } from "../sales/payments";
import { useAcceptedMethods } from "../sales/useAcceptedMethods";
import { useCustomerDisplay } from "../sales/useCustomerDisplay";
import { newIdempotencyKey } from "@konter/ui-kit";
import { useCart } from "../sales/useCart";
import "../sales/cashier.css";
import { ServiceReceiptDialog } from "./ServiceReceiptDialog";
import { StatusTag } from "./StatusTag";
import { IN_PROGRESS_PATH } from "./paths";
import { ShiftGate } from "../shifts/ShiftGate";
import { billLines, heldParts } from "./parts";
import {
  MSG_PROCESSED,
  SERVICE_STATUSES,
  STATUS_IN_PROCESS,
  checkPaymentDraft,
  entryLabel,
  isInProgress,
  serviceNumber,
  toPaymentRequest,
  type PaymentDraft,
} from "./service";
import type { ServiceEntry, ServiceReceiptData } from "./types";

/** A failed save. */
const MSG_SAVE_FAILED = "Gagal menyimpan ke database";

/** The repairs the cashier bills: those still in progress. */
const IN_PROGRESS_ONLY = [{ field: "status", operator: "eq" as const, value: "in_progress" }];

/**
 * Service cashier (/dashboard/transaction/service):
 * pick an in-progress entry (status Pending or Proses; `?entry=<id>` comes
 * preselected from the lists), the fee, the spare parts (name or scanned
 * barcode, priced at retail), the payment and the status to save (Proses
 * until an entry is picked, then the entry's own). An entry processed before
 * comes back with its bill: its parts go back to stock when it is processed
 * again. The server prices everything; the receipt shows its numbers.
 */
export default function ServiceCashier() {
  const [params, setParams] = useSearchParams();
  const param = Number(params.get("entry"));
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const picker = useRef<ProductPickerHandle>(null);

  const [entryId, setEntryId] = useState<number | null>(
    Number.isSafeInteger(param) && param > 0 ? param : null,
  );
  const [fee, setFee] = useState<number | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const [others, setOthers] = useState<OtherPayment[]>([]);
  const [qris, setQris] = useState<{ payload: string; amount: number } | null>(null);
  const accepted = useAcceptedMethods();
  const [status, setStatus] = useState<string>(STATUS_IN_PROCESS);
  const [held, setHeld] = useState<Map<string, number>>(new Map());
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const [result, setResult] = useState<ServiceReceiptData | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const refuse = useCallback((message: string) => notify?.({ type: "error", message }), [notify]);

  const { lines, setLines, add, changeQuantity } = useCart(refuse);
  // One key per payment attempt: a double click or a retry after a lost answer bills once.
  const attemptKey = useRef(newIdempotencyKey());

  useEffect(preloadReceipt, []);

  // The picked entry with its bill; read once per pick, so a live refetch never resets the form.
  const { result: picked, query: pickedQuery } = useOne<ServiceReceiptData>({
    resource: "service_entries",
    id: entryId ?? "",
    queryOptions: { enabled: entryId !== null },
    liveMode: "off",
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure("Gagal memuat data service", error),
    }),
  });
  const entry = picked?.entry && picked.entry.id === entryId ? picked.entry : undefined;
  const bill = entry ? (picked?.bill ?? null) : null;

  // A newly picked entry: its status, and what its bill (if any) already holds.
  useEffect(() => {
    if (!entry || loadedFor === entry.id) return;
    setLoadedFor(entry.id);
    setStatus(entry.status);
    setFee(bill ? bill.service_fee : null);
    const earlier = splitPaid(bill);
    setPaid(earlier.cash);
    setOthers(earlier.others);
    setHeld(heldParts(bill?.parts));
    setLines([]);
    const parts = bill?.parts ?? [];
    if (parts.length === 0) return;
    const ids = [...heldParts(parts).keys()];
    void Promise.allSettled(
      ids.map((id) => apiFetch<Product>(`/api/products/${encodeURIComponent(id)}`)),
    ).then((answers) => {
      const products = new Map<string, Product>();
      answers.forEach((a) => a.status === "fulfilled" && products.set(String(a.value.id), a.value));
      setLines(billLines(parts, products));
    });
  }, [entry, bill, loadedFor, setLines]);

  const locked = result !== null;
  // A warranty repair's parts are free to the customer: the server bills them at 0.
  const underWarranty = entry?.warranty_repair === true;
  const feeAmount = Math.max(0, Math.floor(fee ?? 0));
  const {
    total,
    paid: paidAmount,
    remaining,
    change,
    ...totals
  } = useMemo(
    () =>
      billTotals(
        [
          { quantity: 1, price: feeAmount },
          ...lines.map((l) => ({
            quantity: l.quantity,
            price: underWarranty ? 0 : l.retail_price,
          })),
        ],
        0,
        paid,
        otherSum(others),
      ),
    [feeAmount, lines, underWarranty, paid, others],
  );
  const partsTotal = totals.subtotal - feeAmount;

  const draft: PaymentDraft = {
    entryId: entry ? entry.id : null,
    fee,
    parts: lines,
    paid,
    others,
    status,
    warranty: underWarranty,
  };

  const dirty = !locked && (lines.length > 0 || feeAmount > 0);
  useEffect(() => {
    setWarnWhen(dirty);
  }, [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const stockOf = useCallback((p: Product) => p.stock + (held.get(String(p.id)) ?? 0), [held]);

  const pick = (product: Product): boolean => add({ ...product, stock: stockOf(product) });

  const chooseEntry = (id: number | null) => {
    setEntryId(id);
    setLoadedFor(null);
    setLines([]);
    setHeld(new Map());
    setFee(null);
    setPaid(null);
    setOthers([]);
    setQris(null);
    setStatus(STATUS_IN_PROCESS);
    attemptKey.current = newIdempotencyKey();
    setParams(id === null ? {} : { entry: String(id) }, { replace: true });
  };

  const reset = () => {
    chooseEntry(null);
    setResult(null);
    setReceiptOpen(false);
  };

  const submit = async () => {
    if (submitting || locked) return;
    const problem = checkPaymentDraft(draft, total);
    if (problem) {
      refuse(problem);
      return;
    }
    setSubmitting(true);
    try {
      const saved = await apiFetch<ServiceReceiptData>(
        `/api/service-entries/${draft.entryId}/payment`,
        {
          method: "POST",
          headers: { "Idempotency-Key": attemptKey.current },
          json: toPaymentRequest(draft),
        },
      );
      setResult(saved);
      setReceiptOpen(true);
      notify?.({ type: "success", message: MSG_PROCESSED });
      void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      void invalidate({ resource: "service_entries", invalidates: ["list", "detail"] });
      void invalidate({ resource: "installments", invalidates: ["list"] });
    } catch (error) {
      // Refused (4xx): nothing was billed, the next try is a new attempt. A lost answer keeps
      // the key, so trying again cannot bill twice.
      const status = (error as ApiError | undefined)?.statusCode ?? 0;
      if (status >= 400 && status < 500) attemptKey.current = newIdempotencyKey();
      refuse(refusalOrFailure(MSG_SAVE_FAILED, error));
    } finally {
      setSubmitting(false);
    }
  };

  const { helpOpen, openHelp, closeHelp } = useCashierKeys({
    search: () => picker.current?.focus(),
    customer: () => focusField("service-entry"),
    amount: () => focusField("service-paid"),
    process: () => void submit(),
    newTransaction: () => {
      if (locked) reset();
    },
  });

  const awaited = qrisAwaited(others);
  const pendingQris = awaited > 0;
  useCustomerDisplay({
    stage: result ? "done" : pendingQris && qris ? "qris" : total > 0 ? "cart" : "idle",
    number: result ? serviceNumber(result.entry.id) : undefined,
    lines: result
      ? []
      : [
          ...(feeAmount > 0 ? [{ name: "Biaya jasa", quantity: 1, total: feeAmount }] : []),
          ...lines.map((l) => ({
            name: l.name,
            quantity: l.quantity,
            total: underWarranty ? 0 : l.quantity * l.retail_price,
          })),
        ],
    total: result?.bill ? result.bill.total_amount : total,
    paid: result?.bill ? result.bill.paid_amount : paidAmount - awaited,
    change: result?.bill ? result.bill.change_amount : change,
    remaining: result?.bill ? result.bill.remaining_amount : remaining,
    qris: pendingQris ? qris : null,
  });

  const notInProgress = entry && !locked && !isInProgress(entry.status);
  const hint = (() => {
    if (!entry || total === 0) return null;
    if (remaining > 0 && paidAmount > 0)
      return `Sisa ${formatRupiah(remaining)} dicatat sebagai cicilan ${serviceNumber(entry.id)}.`;
    if (remaining > 0)
      return `Belum dibayar: seluruhnya dicatat sebagai cicilan ${serviceNumber(entry.id)}.`;
    return null;
  })();

  return (
    <Flex vertical gap={16} className="cashier">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Kasir Service
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          <Link to={IN_PROGRESS_PATH}>Lihat service yang sedang berjalan</Link>
          <HelpButton onClick={openHelp} />
        </Flex>
      </Flex>

      <ShiftGate />

      {result && (
        <SavedAlert
          message={`Transaksi service ${serviceNumber(result.entry.id)} tersimpan.`}
          onShowReceipt={() => setReceiptOpen(true)}
          onNew={reset}
        />
      )}

      <Row gutter={[16, 16]} className="cashier-grid">
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <Card title="Service" size="small" className="cashier-card">
              <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
                <Form.Item
                  label={
                    <>
                      Service <Kbd>{SHORTCUT_KEYS.customer}</Kbd>
                    </>
                  }
                  htmlFor="service-entry"
                >
                  <SearchSelect<ServiceEntry>
                    resource="service_entries"
                    filters={IN_PROGRESS_ONLY}
                    optionLabel={entryLabel}
                    id="service-entry"
                    value={entryId}
                    valueLabel={entry ? entryLabel(entry) : undefined}
                    onChange={(v) => chooseEntry(v === null ? null : Number(v))}
                    allowClear
                    disabled={locked}
                    size="large"
                    placeholder="Pilih service yang sedang berjalan (SVC, pelanggan, perangkat)"
                    aria-label="Pilih service"
                    notFoundContent="Tidak ada service yang sedang berjalan."
                    style={{ width: "100%" }}
                  />
                </Form.Item>
              </Form>
              {entryId !== null && pickedQuery.isLoading && (
                <Typography.Text type="secondary">Memuat service...</Typography.Text>
              )}
              {notInProgress && (
                <Alert
                  type="warning"
                  showIcon
                  message={`${serviceNumber(entry.id)} berstatus ${entry.status}, bukan service yang sedang berjalan.`}
                />
              )}
              {entry && <EntrySummary entry={entry} />}
              {underWarranty && (
                <Alert
                  type="success"
                  showIcon
                  data-testid="warranty-repair"
                  message="Perbaikan garansi toko"
                  description="Biaya service boleh 0 dan sparepart gratis untuk pelanggan; modal sparepart tetap tercatat."
                />
              )}
              {bill && !locked && (
                <Alert
                  type="info"
                  showIcon
                  message={`Sudah diproses sebelumnya: total ${formatRupiah(bill.total_amount)}.`}
                  description="Memproses ulang mengganti tagihan ini; sparepart lama kembali ke stok lebih dulu."
                />
              )}
              <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
                <Form.Item label="Status" htmlFor="service-status">
                  <Select
                    id="service-status"
                    value={status}
                    onChange={setStatus}
                    options={SERVICE_STATUSES.map((s) => ({ value: s, label: s }))}
                  />
                </Form.Item>
              </Form>
            </Card>
            <Card title="Sparepart" size="small" className="cashier-card">
              <ProductPicker
                ref={picker}
                customerType="umum"
                onPick={pick}
                disabled={locked || !entry}
                stockOf={stockOf}
              />
              <FrequentItems
                customerType="umum"
                onPick={pick}
                disabled={locked || !entry}
                stockOf={stockOf}
              />
              <CartList
                lines={lines}
                customerType="umum"
                readOnly={locked}
                onQuantity={changeQuantity}
                onRemove={(id) => setLines((current) => removeLine(current, id))}
                emptyText="Belum ada sparepart."
                label="Sparepart"
              />
            </Card>
          </Flex>
        </Col>

        <Col xs={24} lg={9}>
          <Card title="Pembayaran" size="small" className="cashier-card cashier-pay">
            <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
              <Form.Item label="Biaya Service" htmlFor="service-fee">
                <AmountInput id="service-fee" value={fee} onChange={setFee} placeholder="0" />
              </Form.Item>
            </Form>
            <div className="cashier-summary">
              <SummaryRow
                label="Biaya Service"
                value={formatRupiah(feeAmount)}
                testId="preview-fee"
              />
              <SummaryRow
                label={underWarranty ? "Sparepart (garansi)" : "Sparepart"}
                value={formatRupiah(partsTotal)}
                testId="preview-parts"
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
                  id="service-paid"
                  value={paid}
                  onChange={setPaid}
                  total={total}
                  locked={locked}
                  onEnter={() => void submit()}
                />
                <OtherPayments
                  idPrefix="service"
                  accepted={accepted}
                  rows={others}
                  onChange={setOthers}
                  left={remaining}
                  disabled={locked || !entry}
                />
              </Form>
              <div className="cashier-summary" data-testid="cashier-summary">
                <PaymentRows
                  total={total}
                  paid={paidAmount}
                  remaining={remaining}
                  change={change}
                />
                {hint && (
                  <Typography.Text type="secondary" className="cashier-summary__hint">
                    {hint}
                  </Typography.Text>
                )}
              </div>
              <ProcessButton
                saved={locked}
                onNew={reset}
                onProcess={() => void submit()}
                processing={submitting}
                disabled={!!notInProgress}
                icon={<ToolOutlined />}
              >
                Proses Transaksi Service
              </ProcessButton>
            </PayBar>
            <Typography.Paragraph type="secondary" className="cashier-note">
              Harga sparepart memakai harga ecer; total akhir dihitung ulang oleh server saat
              diproses.
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>

      <ShortcutHelp open={helpOpen} onClose={closeHelp} customerLabel="Pilih service" />

      <ServiceReceiptDialog
        receipt={result}
        open={receiptOpen}
        onClose={() => setReceiptOpen(false)}
        title={result ? `Struk Service ${serviceNumber(result.entry.id)}` : undefined}
        actions={<NewTransactionButton onClick={reset} />}
      />
    </Flex>
  );
}

function EntrySummary({ entry }: { entry: ServiceEntry }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
      items={[
        { key: "customer", label: "Pelanggan", children: entry.customer_name },
        { key: "phone", label: "No. HP", children: entry.customer_phone || "-" },
        { key: "device", label: "Perangkat", children: `${entry.device_type} (${entry.category})` },
        { key: "damage", label: "Kerusakan", children: entry.damage_type },
        { key: "status", label: "Status", children: <StatusTag status={entry.status} /> },
        { key: "description", label: "Deskripsi", children: entry.description, span: "filled" },
      ]}
    />
  );
}
