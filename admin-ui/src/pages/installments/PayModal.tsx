import { useEffect, useRef, useState } from "react";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Descriptions, Form, Modal, Space } from "antd";
import { formatRupiah } from "../../lib/format";
import { AmountInput } from "../sales/AmountInput";
import { OtherPayments } from "../sales/OtherPayments";
import { QrisWaiting } from "../sales/QrisWaiting";
import { checkOthers, otherSum, paymentLines, type OtherPayment } from "../sales/payments";
import { useAcceptedMethods } from "../sales/useAcceptedMethods";
import { newIdempotencyKey } from "@konter/ui-kit";
import type { Installment } from "./types";
import {
  MSG_HISTORY_FAILED,
  MSG_PAID,
  MSG_PAID_OFF,
  STATUS_PAID,
  checkPayment,
  refusalOrFailure,
} from "./messages";

interface Values {
  amount?: number | null;
}

/**
 * "Bayar" on an instalment: an amount above 0 and not above the
 * remaining amount; the server records it and closes the instalment (Lunas)
 * when nothing is left.
 */
export function PayModal({
  installment,
  onClose,
  onPaid,
}: {
  installment: Installment | null;
  onClose: () => void;
  /** The instalment as the server answered the payment: its receipt is offered next. */
  onPaid: (installment: Installment) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useCustomMutation<Installment>();
  const invalidate = useInvalidate();
  const open = installment !== null;
  const remaining = installment?.remaining_amount ?? 0;
  const accepted = useAcceptedMethods();
  const [others, setOthers] = useState<OtherPayment[]>([]);
  const amount = Form.useWatch("amount", form);

  // One key per payment attempt: a double click or a retry after a lost answer pays once.
  const attemptKey = useRef(newIdempotencyKey());
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setOthers([]);
    attemptKey.current = newIdempotencyKey();
  }, [open, form]);

  const submit = ({ amount }: Values) => {
    if (!installment || mutation.isPending) return;
    mutate(
      {
        url: `/api/installments/${encodeURIComponent(String(installment.id))}/payments`,
        method: "post",
        values: (() => {
          const payments = paymentLines(amount, others);
          return payments ? { payments } : { amount };
        })(),
        config: { headers: { "Idempotency-Key": attemptKey.current } },
        successNotification: (data) => ({
          type: "success",
          message: data?.data?.status === STATUS_PAID ? MSG_PAID_OFF : MSG_PAID,
        }),
        errorNotification: (error) => ({
          type: "error",
          message: refusalOrFailure(MSG_HISTORY_FAILED, error),
        }),
      },
      {
        // A refusal (4xx) was not paid: a corrected amount is a new attempt.
        onError: (error) => {
          if (error.statusCode >= 400 && error.statusCode < 500)
            attemptKey.current = newIdempotencyKey();
        },
        onSuccess: (data) => {
          onPaid(data.data);
          void invalidate({
            resource: "installments",
            invalidates: ["list", "detail"],
            id: installment.id,
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={`Bayar Cicilan ${installment?.transaction_id_display ?? ""}`}
      okText="Simpan Pembayaran"
      cancelText="Batal"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: mutation.isPending }}
      width={480}
      forceRender
    >
      {installment && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: "customer",
              label: "Pelanggan",
              children: installment.customer_name_cache || "Umum",
            },
            {
              key: "total",
              label: "Total Tagihan",
              children: formatRupiah(installment.total_amount),
            },
            {
              key: "paid",
              label: "Sudah Dibayar",
              children: formatRupiah(installment.paid_amount),
            },
            {
              key: "remaining",
              label: "Sisa Tagihan",
              children: (
                <strong data-testid="pay-remaining">
                  {formatRupiah(installment.remaining_amount)}
                </strong>
              ),
            },
          ]}
        />
      )}
      <Form<Values> form={form} name="pay-installment" layout="vertical" onFinish={submit}>
        <Form.Item label="Jumlah Pembayaran" required style={{ marginBottom: 0 }}>
          <Space.Compact style={{ width: "100%" }}>
            <Form.Item
              name="amount"
              noStyle
              rules={[
                {
                  validator: (_, value: number | null | undefined) => {
                    const problem =
                      checkPayment((value ?? 0) + otherSum(others), remaining) ??
                      checkOthers(others, remaining);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                },
              ]}
            >
              <AmountInput
                id="pay-installment_amount"
                aria-label="Jumlah Pembayaran"
                autoFocus
                placeholder="0"
              />
            </Form.Item>
            <Button
              onClick={() =>
                form.setFieldsValue({ amount: Math.max(0, remaining - otherSum(others)) })
              }
            >
              Lunasi
            </Button>
          </Space.Compact>
        </Form.Item>
        <div style={{ marginTop: 12 }}>
          <OtherPayments
            idPrefix="installment"
            accepted={accepted}
            rows={others}
            onChange={setOthers}
            left={Math.max(0, remaining - (amount ?? 0) - otherSum(others))}
          />
          <QrisWaiting rows={others} onChange={setOthers} />
        </div>
      </Form>
    </Modal>
  );
}
