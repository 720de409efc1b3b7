import { Link, useNavigate } from "react-router";
import { useForm } from "@refinedev/antd";
import type { BaseKey, HttpError } from "@refinedev/core";
import { Button, Card, Flex, Form, Input, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { AmountInput } from "../sales/AmountInput";
import { CustomerSelect } from "../sales/CustomerSelect";
import { MSG_CREATED, MSG_MANUAL_INVALID, refusalOrFailure } from "./messages";
import type { Installment } from "./types";

export const LIST_PATH = "/dashboard/transaction/installments";

/** POST /api/installments's body as the form holds it: the customer a key, the amount cleared. */
type Values = Omit<ApiSchemas["ManualInstallmentInputBody"], "customer_id" | "total_amount"> & {
  customer_id?: BaseKey | null;
  total_amount?: number | null;
};

/** POST /api/installments's body. */
export function toManualBody(values: Values) {
  const details = values.details?.trim();
  return {
    customer_id: values.customer_id == null ? undefined : Number(values.customer_id),
    total_amount: values.total_amount ?? 0,
    ...(details ? { details } : {}),
  };
}

/**
 * A manual instalment (/dashboard/transaction/add-installment):
 * customer, amount and details; number CICIL-…, type Lainnya. Back to the
 * list after saving.
 */
export default function InstallmentCreate() {
  const navigate = useNavigate();
  const { formProps, saveButtonProps } = useForm<Installment, HttpError, Values>({
    resource: "installments",
    action: "create",
    redirect: "list",
    successNotification: () => ({ type: "success", message: MSG_CREATED }),
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure("Gagal menambah cicilan", error),
    }),
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <div>
        <Link to={LIST_PATH}>
          <ArrowLeftOutlined /> Kembali ke Daftar Cicilan
        </Link>
        <Typography.Title level={3} style={{ margin: "8px 0 0" }}>
          Tambah Cicilan Manual
        </Typography.Title>
      </div>
      <Card>
        <Form<Values>
          {...formProps}
          name="add-installment"
          layout="vertical"
          onFinish={(values) => formProps.onFinish?.(toManualBody(values) as Values)}
        >
          <Form.Item
            label="Pelanggan"
            name="customer_id"
            rules={[{ required: true, message: MSG_MANUAL_INVALID }]}
          >
            <CustomerSelect formName="installment-customer" />
          </Form.Item>
          <Form.Item
            label="Jumlah Cicilan"
            name="total_amount"
            required
            rules={[
              {
                validator: (_, v: number | null | undefined) =>
                  typeof v === "number" && v > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG_MANUAL_INVALID)),
              },
            ]}
          >
            <AmountInput placeholder="0" />
          </Form.Item>
          <Form.Item label="Keterangan" name="details">
            <Input.TextArea
              maxLength={500}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder="mis. pinjaman barang, sisa pembayaran lama"
            />
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate(LIST_PATH)}>Batal</Button>
            <Button {...saveButtonProps} type="primary">
              Simpan
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
