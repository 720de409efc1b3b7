import { useEffect, useId, useMemo, useState } from "react";
import { useCustom, useCustomMutation } from "@refinedev/core";
import {
  Alert,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Typography,
} from "antd";
import { CREDIT_METHOD, MSG_NO_REASON, PAYMENT_METHOD_OPTIONS } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import type { Sale, SaleItem } from "../sales/types";
import {
  MSG_PICK_RETURN,
  MSG_RETURNED,
  MSG_RETURN_FAILED,
  type SaleRef,
  type SaleReturn,
} from "./types";

/** Money goes back by any method the shop takes, or stays as credit for an exchange. */
const REFUND_OPTIONS = [
  ...PAYMENT_METHOD_OPTIONS,
  { value: CREDIT_METHOD, label: "Tukar Barang (kredit belanja)" },
];

/**
 * The units of a phone's or laptop's line to tick by IMEI (or serial number), in the line's
 * order. Plain boxes, not antd's Checkbox.Group: the group passes on only the values its boxes
 * have registered in an effect after they are drawn, so a click on a box just drawn (the lines
 * appear once the sale is read) was dropped and the box stayed empty.
 */
function UnitPicker({
  label,
  units,
  disabled,
  value = [],
  onChange,
}: {
  label: string;
  units: NonNullable<SaleItem["units"]>;
  disabled: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const toggle = (id: number, checked: boolean) =>
    onChange?.(units.map((u) => u.id).filter((u) => (u === id ? checked : value.includes(u))));
  return (
    <Flex vertical gap={8} role="group" aria-label={label} style={{ fontFamily: "monospace" }}>
      {units.map((u) => (
        <Checkbox
          key={u.id}
          checked={value.includes(u.id)}
          disabled={disabled}
          onChange={(e) => toggle(u.id, e.target.checked)}
        >
          {u.imei ?? u.serial ?? ""}
        </Checkbox>
      ))}
    </Flex>
  );
}

interface Values {
  quantities?: Record<string, number | null>;
  /** The units of a tracked line that come back, by the line's id. */
  units?: Record<string, number[] | undefined>;
  reason?: string;
  refund_method?: string;
}

/**
 * Taking goods of a sale back: how many of each line (no more than bought and
 * not yet returned; a phone or laptop by the IMEI of each unit), why, and how the money goes back. The server works out
 * the value, takes it off an open instalment first and pays back the rest.
 */
export function ReturnModal({
  sale,
  open,
  onClose,
  onDone,
}: {
  sale: SaleRef;
  open: boolean;
  onClose: () => void;
  onDone: (ret: SaleReturn) => void;
}) {
  // Ids of its own: the page may hold another form with the same fields (today's report has two lists).
  const formName = useId();
  const [form] = Form.useForm<Values>();
  const [nothingPicked, setNothingPicked] = useState(false);
  const { mutate, mutation } = useCustomMutation<SaleReturn>();
  const saleUrl = `/api/sales/${encodeURIComponent(String(sale.id))}`;
  const { result: earlier, query: earlierQuery } = useCustom<SaleReturn[]>({
    url: `${saleUrl}/returns`,
    method: "get",
    errorNotification: false,
    queryOptions: { enabled: open },
  });
  // The sale as its receipt reads it: each phone's or laptop's units, to pick by IMEI.
  const { result: receipt, query: receiptQuery } = useCustom<Sale>({
    url: saleUrl,
    method: "get",
    errorNotification: false,
    queryOptions: { enabled: open },
  });
  // The lines wait for both reads: a quantity typed before would be lost when a phone's line
  // turns into its units, or could pass what earlier returns left.
  const reading = earlierQuery.isPending || receiptQuery.isPending;
  const items = (receipt?.data as Sale | undefined)?.items ?? sale.items ?? [];
  const returned = useMemo(() => {
    const out = new Map<string, number>();
    // Refine answers {} until the list has loaded.
    const list = Array.isArray(earlier?.data) ? earlier.data : [];
    for (const ret of list)
      for (const item of ret.items ?? [])
        out.set(
          String(item.sale_item_id),
          (out.get(String(item.sale_item_id)) ?? 0) + item.quantity,
        );
    return out;
  }, [earlier]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setNothingPicked(false);
  }, [open, form]);

  const submit = ({ quantities = {}, units = {}, reason, refund_method }: Values) => {
    if (mutation.isPending) return;
    const items = [
      ...Object.entries(quantities)
        .filter(([, quantity]) => (quantity ?? 0) > 0)
        .map(([id, quantity]) => ({ sale_item_id: Number(id), quantity })),
      // A phone or laptop comes back by its IMEI: the quantity follows the units ticked.
      ...Object.entries(units)
        .filter(([, ids]) => (ids?.length ?? 0) > 0)
        .map(([id, ids]) => ({ sale_item_id: Number(id), quantity: ids!.length, unit_ids: ids })),
    ];
    setNothingPicked(items.length === 0);
    if (items.length === 0) return;
    mutate(
      {
        url: `${saleUrl}/returns`,
        method: "post",
        values: { items, reason, refund_method },
        successNotification: () => ({ type: "success", message: MSG_RETURNED }),
        errorNotification: (error) => ({
          type: "error",
          message: refusalOrFailure(MSG_RETURN_FAILED, error),
        }),
      },
      { onSuccess: (res) => onDone(res.data) },
    );
  };

  return (
    <Modal
      open={open}
      title={`Retur ${sale.transaction_id_display}`}
      okText="Simpan Retur"
      okButtonProps={{ loading: mutation.isPending, disabled: reading }}
      cancelText="Tutup"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={formName}
        layout="vertical"
        onFinish={submit}
        initialValues={{ refund_method: "tunai" }}
      >
        <Form.Item
          label="Barang yang diretur"
          validateStatus={nothingPicked ? "error" : undefined}
          help={nothingPicked ? MSG_PICK_RETURN : undefined}
        >
          <Flex vertical gap={8}>
            {reading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
            {!reading &&
              items.map((item) => {
                const id = String(item.id);
                const left = item.quantity - (returned.get(id) ?? 0);
                return (
                  <Flex key={id} justify="space-between" align="center" gap={12}>
                    <Flex vertical>
                      <Typography.Text>{item.product_name}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {item.quantity.toLocaleString("id-ID")} x{" "}
                        {formatRupiah(item.sale_price_at_sale)} · bisa diretur{" "}
                        {left.toLocaleString("id-ID")}
                      </Typography.Text>
                    </Flex>
                    {item.units?.length ? (
                      <Form.Item name={["units", id]} noStyle>
                        <UnitPicker
                          label={`Unit retur ${item.product_name}`}
                          units={item.units}
                          disabled={left <= 0}
                        />
                      </Form.Item>
                    ) : (
                      <Form.Item name={["quantities", id]} noStyle>
                        <InputNumber
                          min={0}
                          max={left}
                          disabled={left <= 0}
                          precision={0}
                          aria-label={`Jumlah retur ${item.product_name}`}
                          style={{ width: 96 }}
                        />
                      </Form.Item>
                    )}
                  </Flex>
                );
              })}
          </Flex>
        </Form.Item>
        <Form.Item
          name="reason"
          label="Alasan"
          rules={[{ required: true, whitespace: true, message: MSG_NO_REASON }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="refund_method" label="Pengembalian dana">
          <Select options={REFUND_OPTIONS} />
        </Form.Item>
      </Form>
      {sale.remaining_amount > 0 && (
        <Alert
          type="info"
          showIcon
          message="Nilai retur mengurangi sisa cicilan transaksi ini lebih dulu; sisanya dikembalikan ke pelanggan."
        />
      )}
    </Modal>
  );
}
