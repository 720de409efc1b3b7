import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useInvalidate } from "@refinedev/core";
import { Flex } from "antd";
import { ToolOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
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
import { heldParts } from "./parts";
import {
  MSG_PROCESSED,
  STATUS_IN_PROCESS,
  checkPaymentDraft,
  isBillable,
  serviceNumber,
  toPaymentRequest,
  type PaymentDraft,
} from "./service";
import type { ServiceBill, ServiceEntry, ServiceReceiptData } from "./types";
import { usePickedEntry } from "./usePickedEntry";

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

  const [fee, setFee] = useState<number | null>(null);
  const [status, setStatus] = useState<string>(STATUS_IN_PROCESS);
  const [held, setHeld] = useState<Map<string, number>>(new Map());
  const cart = useCart(refuse);
  const { lines, setLines } = cart;
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

  // A newly picked entry: its status, and what its bill (if any) already holds.
  const load = useCallback(
    (entry: ServiceEntry, bill: ServiceBill | null) => {
      setStatus(entry.status);
      setFee(bill ? bill.service_fee : null);
      const earlier = splitPaid(bill);
      setPaid(earlier.cash);
      setOthers(earlier.others);
      setHeld(heldParts(bill?.parts));
      setLines([]);
    },
    [setPaid, setOthers, setLines],
  );
  const picked = usePickedEntry(
    Number.isSafeInteger(param) && param > 0 ? param : null,
    load,
    setLines,
  );
  const { entry } = picked;

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

  const chooseEntry = (id: number | null) => {
    picked.choose(id);
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

  const notInProgress = !!entry && !locked && !isBillable(entry.status, !!picked.bill);
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
          <EntryCard picked={picked} status={status} onStatus={setStatus} locked={locked} />
          <PartsCard picker={picker} cart={cart} held={held} canPick={!!entry} locked={locked} />
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
          autoPrint
        />
      }
    />
  );
}
