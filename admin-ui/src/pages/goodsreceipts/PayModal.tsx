import { useEffect, useState } from "react";
import { useNotification } from "@refinedev/core";
import { Descriptions, Modal } from "antd";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import { useReloadQueries } from "../../components/useReloadQueries";
import { AmountInput } from "../sales/AmountInput";
import { SupplierMethodPicker, type SupplierMethod } from "./SupplierMethod";
import { MSG_PAID_SUPPLIER, MSG_PAY_FAILED, type GoodsReceipt } from "./types";

/**
 * The Admin pays (some of) what a goods receipt still owes the supplier, by transfer or in cash
 * out of the Admin's open drawer.
 */
export function PayModal({
  goodsReceipt,
  onClose,
}: {
  goodsReceipt: GoodsReceipt | null;
  onClose: () => void;
}) {
  const { open: notify } = useNotification();
  const reload = useReloadQueries();
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<SupplierMethod>("transfer");
  const [busy, setBusy] = useState(false);
  const owed = goodsReceipt ? goodsReceipt.total - goodsReceipt.paid : 0;
  useEffect(() => setAmount(owed || null), [goodsReceipt, owed]);

  const submit = async () => {
    if (!goodsReceipt || busy) return;
    setBusy(true);
    try {
      await apiFetch(`/api/goods-receipts/${goodsReceipt.id}/payments`, {
        method: "POST",
        json: { amount: amount ?? 0, method },
      });
      notify?.({ type: "success", message: MSG_PAID_SUPPLIER });
      reload("goods-receipts");
      onClose();
    } catch (error) {
      notify?.({ type: "error", message: refusalOrFailure(MSG_PAY_FAILED, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={goodsReceipt !== null}
      title={`Bayar ${goodsReceipt?.number ?? ""}`}
      okText="Simpan Pembayaran"
      cancelText="Batal"
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {goodsReceipt && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 12 }}
          items={[
            { key: "supplier", label: "Supplier", children: goodsReceipt.supplier_name },
            { key: "total", label: "Total", children: formatRupiah(goodsReceipt.total) },
            { key: "owed", label: "Sisa Utang", children: formatRupiah(owed) },
          ]}
        />
      )}
      <label htmlFor="pay-supplier-amount" className="goods-receipt-label">
        Jumlah dibayar
      </label>
      <AmountInput id="pay-supplier-amount" value={amount} onChange={setAmount} />
      <SupplierMethodPicker id="pay-supplier-method" value={method} onChange={setMethod} />
    </Modal>
  );
}
