import { useState } from "react";
import { useNotification, useOne, usePermissions } from "@refinedev/core";
import { Button, Form, Input, Modal, Popconfirm } from "antd";
import { StopOutlined, WhatsAppOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { useShopInfo } from "../../components/receipt";
import type { Role } from "../../interfaces";
import { whatsappLink, whatsappNumber } from "../../lib/whatsapp";
import type { ApiError } from "../../providers/http";
import {
  MSG_LINK_REVOKED,
  MSG_WHATSAPP_NUMBER_INVALID,
  receiptMessage,
  revokeReceipt,
  shareReceipt,
} from "./receiptLink";
import type { Sale } from "./types";

type Customer = ApiSchemas["Customer"];

/** What a receipt's link is sent for: its …/receipt-link, its customer, its message. */
export interface SharedReceiptOf {
  path: string;
  customerId: number | null | undefined;
  message: (shopName: string, link: string) => string;
}

/** 'Kirim via WhatsApp' in a sale's receipt dialog. */
export function SaleReceiptWhatsApp({ sale }: { sale: Sale }) {
  return (
    <ReceiptWhatsApp
      path={`/api/sales/${sale.id}/receipt-link`}
      customerId={sale.customer_id}
      message={(shopName, link) => receiptMessage(sale, shopName, link)}
    />
  );
}

/**
 * 'Kirim via WhatsApp' in a receipt dialog (a sale, a repair bill, an instalment payment): the
 * receipt's link (made once, the same until revoked) in `message`, to the customer's number on
 * wa.me; asked for when the customer has none. The Admin revokes the link ('Cabut Tautan').
 */
export function ReceiptWhatsApp({ path, customerId, message }: SharedReceiptOf) {
  const { shop } = useShopInfo();
  const { data: role } = usePermissions<Role | null>({});
  const { open: notify } = useNotification();
  const { result: customer } = useOne<Customer>({
    resource: "customers",
    id: customerId ?? "",
    queryOptions: { enabled: !!customerId },
  });
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ phone: string }>();

  const failed = (message: string) => (error: ApiError) =>
    notify?.({ type: "error", message, description: error.message });

  const send = async (phone: string) => {
    // The chat's window opens in the click itself (a popup blocker lets it through), then goes
    // to WhatsApp once the server has given the link.
    const chat = window.open("", "_blank");
    setSending(true);
    try {
      const link = await shareReceipt(path);
      const url = whatsappLink(phone, message(shop.name, link)) ?? "";
      if (chat) {
        chat.opener = null;
        chat.location.href = url;
      } else window.location.href = url;
      setAsking(false);
    } catch (error) {
      chat?.close();
      failed("Gagal membuat tautan struk")(error as ApiError);
    } finally {
      setSending(false);
    }
  };

  const start = () => {
    const phone = customer?.phone ?? "";
    if (whatsappNumber(phone)) void send(phone);
    else {
      form.setFieldsValue({ phone });
      setAsking(true);
    }
  };

  return (
    <>
      {role === "Admin" && (
        <Popconfirm
          title="Cabut tautan struk ini?"
          description="Pelanggan tidak dapat membuka struk dari tautannya lagi."
          okText="Cabut"
          cancelText="Batal"
          onConfirm={() =>
            revokeReceipt(path).then(
              () => notify?.({ type: "success", message: MSG_LINK_REVOKED }),
              failed("Gagal mencabut tautan struk"),
            )
          }
        >
          <Button icon={<StopOutlined />}>Cabut Tautan</Button>
        </Popconfirm>
      )}
      <Button icon={<WhatsAppOutlined />} onClick={start} loading={sending && !asking}>
        Kirim via WhatsApp
      </Button>
      <Modal
        open={asking}
        title="Kirim Struk via WhatsApp"
        okText="Kirim"
        cancelText="Batal"
        confirmLoading={sending}
        onCancel={() => setAsking(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={({ phone }) => void send(phone)}>
          <Form.Item
            name="phone"
            label="Nomor WhatsApp pelanggan"
            extra="Pelanggan ini belum punya nomor HP. Nomor tidak disimpan."
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  whatsappNumber(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG_WHATSAPP_NUMBER_INVALID)),
              },
            ]}
          >
            <Input inputMode="tel" autoComplete="off" placeholder="0812-3456-7890" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
