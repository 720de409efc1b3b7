import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useInvalidate, useOne } from "@refinedev/core";
import { Flex } from "antd";
import { ToolOutlined } from "@ant-design/icons";
import type { Product } from "../../interfaces";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { CashierPage } from "../checkout/CashierPage";
import { CheckoutPanel } from "../checkout/CheckoutPanel";
import { useCheckout } from "../checkout/useCheckout";
import { savedFigures, useCheckoutDisplay } from "../checkout/useCheckoutDisplay";
import { useRefuse } from "../checkout/useRefuse";
import { NewTransactionButton } from "../sales/NewTransactionButton";
import type { ProductPickerHandle } from "../sales/ProductPicker";
import { billTotals, otherSum, splitPaid } from "../sales/payments";
import { useCart } from "../sales/useCart";
import { EntryCard } from "./EntryCard";
import { PartsCard } from "./PartsCard";
import { ServicePaymentFields } from "./ServicePaymentFields";
import { ServiceReceiptDialog } from "./ServiceReceiptDialog";
import { IN_PROGRESS_PATH } from "./paths";
import { billLines, heldParts } from "./parts";
import {
  MSG_PROCESSED,
  STATUS_IN_PROCESS,
  checkPaymentDraft,
  isInProgress,
  serviceNumber,
  toPaymentRequest,
  type PaymentDraft,
} from "./service";
import type { ServiceReceiptData } from "./types";

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
  const invalidate = useInvalidate();
  const picker = useRef<ProductPickerHandle>(null);
  const refuse = useRefuse();

  const [entryId, setEntryId] = useState<number | null>(
    Number.isSafeInteger(param) && param > 0 ? param : null,
  );
  const [fee, setFee] = useState<number | null>(null);
  const [status, setStatus] = useState<string>(STATUS_IN_PROCESS);
  const [held, setHeld] = useState<Map<string, number>>(new Map());
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const { lines, setLines, add, changeQuantity } = useCart(refuse);
  const feeAmount = Math.max(0, Math.floor(fee ?? 0));

  const checkout = useCheckout<ServiceReceiptData>({
    idPrefix: "service",
    customerField: "service-entry",
    search: () => picker.current?.focus(),
    unsaved: lines.length > 0 || feeAmount > 0,
    check: (): string | null => checkPaymentDraft(draft, total),
    send: (key): Promise<ServiceReceiptData> =>
      apiFetch<ServiceReceiptData>(`/api/service-entries/${draft.entryId}/payment`, {
        method: "POST",
        headers: { "Idempotency-Key": key },
        json: toPaymentRequest(draft),
      }),
    savedMessage: MSG_PROCESSED,
    refresh: () =>
      void invalidate({ resource: "service_entries", invalidates: ["list", "detail"] }),
    onReset: () => chooseEntry(null),
  });
  const { saved: result, locked, others, setPaid, setOthers } = checkout;

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
  }, [entry, bill, loadedFor, setLines, setPaid, setOthers]);

  // A warranty repair's parts are free to the customer: the server bills them at 0.
  const underWarranty = entry?.warranty_repair === true;
  const parts = useMemo(
    () => lines.map((l) => ({ ...l, price: underWarranty ? 0 : l.retail_price })),
    [lines, underWarranty],
  );
  const totals = useMemo(
    () =>
      billTotals([{ quantity: 1, price: feeAmount }, ...parts], 0, checkout.paid, otherSum(others)),
    [feeAmount, parts, checkout.paid, others],
  );
  const { total, remaining } = totals;

  const draft: PaymentDraft = {
    entryId: entry ? entry.id : null,
    fee,
    parts: lines,
    paid: checkout.paid,
    others,
    status,
    warranty: underWarranty,
  };

  const stockOf = useCallback((p: Product) => p.stock + (held.get(String(p.id)) ?? 0), [held]);
  const pick = (product: Product): boolean => add({ ...product, stock: stockOf(product) });

  const chooseEntry = (id: number | null) => {
    setEntryId(id);
    setLoadedFor(null);
    setLines([]);
    setHeld(new Map());
    setFee(null);
    setStatus(STATUS_IN_PROCESS);
    checkout.clearPayment();
    setParams(id === null ? {} : { entry: String(id) }, { replace: true });
  };

  useCheckoutDisplay(checkout, {
    number: result ? serviceNumber(result.entry.id) : undefined,
    billing: total > 0,
    lines: [
      ...(feeAmount > 0 ? [{ name: "Biaya jasa", quantity: 1, total: feeAmount }] : []),
      ...parts.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        total: l.quantity * l.price,
      })),
    ],
    live: totals,
    saved: savedFigures(result?.bill),
  });

  const notInProgress = !!entry && !locked && !isInProgress(entry.status);
  const owed = (() => {
    if (!entry || total === 0 || remaining === 0) return null;
    const number = serviceNumber(entry.id);
    return totals.paid > 0
      ? `Sisa ${formatRupiah(remaining)} dicatat sebagai cicilan ${number}.`
      : `Belum dibayar: seluruhnya dicatat sebagai cicilan ${number}.`;
  })();

  return (
    <CashierPage
      title="Kasir Service"
      extra={<Link to={IN_PROGRESS_PATH}>Lihat service yang sedang berjalan</Link>}
      checkout={checkout}
      savedMessage={result && `Transaksi service ${serviceNumber(result.entry.id)} tersimpan.`}
      customerLabel="Pilih service"
      ticket={
        <Flex vertical gap={16}>
          <EntryCard
            entryId={entryId}
            entry={entry}
            loading={pickedQuery.isLoading}
            bill={bill}
            onChoose={chooseEntry}
            notInProgress={notInProgress}
            status={status}
            onStatus={setStatus}
            locked={locked}
          />
          <PartsCard
            picker={picker}
            lines={lines}
            setLines={setLines}
            onPick={pick}
            onQuantity={changeQuantity}
            stockOf={stockOf}
            canPick={!!entry}
            locked={locked}
          />
        </Flex>
      }
      payment={
        <CheckoutPanel
          checkout={checkout}
          figures={totals}
          hint={owed ? { tone: "secondary", text: owed } : null}
          othersDisabled={!entry}
          process={{
            label: "Proses Transaksi Service",
            icon: <ToolOutlined />,
            disabled: notInProgress,
          }}
          note="Harga sparepart memakai harga ecer; total akhir dihitung ulang oleh server saat diproses."
        >
          <ServicePaymentFields
            fee={fee}
            onFee={setFee}
            feeAmount={feeAmount}
            partsTotal={totals.subtotal - feeAmount}
            underWarranty={underWarranty}
            locked={locked}
          />
        </CheckoutPanel>
      }
      receipt={
        <ServiceReceiptDialog
          receipt={result}
          open={checkout.receiptOpen}
          onClose={checkout.closeReceipt}
          title={result ? `Struk Service ${serviceNumber(result.entry.id)}` : undefined}
          actions={<NewTransactionButton onClick={checkout.reset} />}
        />
      }
    />
  );
}
