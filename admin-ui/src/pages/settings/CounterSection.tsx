import { Card, Checkbox, Col, Form, Input, Row, Switch } from "antd";
import { PAYMENT_METHOD_OPTIONS, type PaymentMethodName } from "@konter/ui-kit";
import { QrisPhotoUpload } from "./QrisPhotoUpload";
import type { Settings } from "./types";

/** The counter's settings that are not plain text: the methods taken, and whether shifts are required. */
export const COUNTER_KEYS = ["paymentMethods", "shiftRequired", "blindClose"] as const;

export interface CounterValues {
  paymentMethods?: PaymentMethodName[];
  shiftRequired?: boolean;
  blindClose?: boolean;
}

/** The settings as the form holds them: the methods as a list, the shift rule as a switch. */
export function counterValues(settings: Settings): CounterValues {
  const taken = (settings.paymentMethods ?? "").split(",").map((m) => m.trim());
  return {
    paymentMethods: PAYMENT_METHOD_OPTIONS.map((m) => m.value).filter(
      (m) => m === "tunai" || taken.includes(m),
    ),
    shiftRequired: settings.shiftRequired === "true",
    blindClose: settings.blindClose === "true",
  };
}

/** The form's values as the server stores them: methods separated by commas, "true" or "false". */
export function counterSettings(values: CounterValues): Record<string, string> {
  return {
    paymentMethods: (values.paymentMethods ?? []).filter((m) => m !== "tunai").join(","),
    shiftRequired: values.shiftRequired ? "true" : "false",
    blindClose: values.blindClose ? "true" : "false",
  };
}

const half = { xs: 24, md: 12 };

/**
 * "Pembayaran & Kasir": the methods the shop takes besides cash, the bank account printed on the
 * receipt for transfers, the shop's static QRIS (the text of the merchant QR its bank gave it),
 * whether a cashier must open a shift before taking money, and whether they close it blind.
 */
export function CounterSection() {
  return (
    <Card title="Pembayaran & Kasir">
      <Form.Item
        label="Metode pembayaran yang diterima"
        name="paymentMethods"
        extra="Tunai selalu diterima."
      >
        <Checkbox.Group
          options={PAYMENT_METHOD_OPTIONS.map((m) => ({
            ...m,
            disabled: m.value === "tunai",
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Nama Bank" name="bankName">
            <Input maxLength={100} placeholder="BCA" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Nomor Rekening" name="bankAccountNumber">
            <Input maxLength={40} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Atas Nama" name="bankAccountHolder">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="QRIS Statis Toko"
        name="qrisStatic"
        extra="Teks QRIS dari bank (diawali 000201). Konter membuat QRIS dengan jumlah tepat untuk setiap pembayaran."
      >
        <Input.TextArea maxLength={512} autoSize={{ minRows: 2, maxRows: 5 }} spellCheck={false} />
      </Form.Item>
      <Form.Item extra="Atau foto stiker QRIS toko (PNG atau JPEG): kodenya dibaca dan langsung disimpan.">
        <QrisPhotoUpload />
      </Form.Item>
      <Form.Item
        label="Kasir wajib membuka shift sebelum menerima pembayaran"
        name="shiftRequired"
        valuePropName="checked"
        extra="Bila tidak, shift terbuka sendiri dengan pembayaran pertama."
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label="Tutup shift tanpa melihat kas seharusnya"
        name="blindClose"
        valuePropName="checked"
        extra="Kasir menghitung laci tanpa melihat kas seharusnya; angka itu dan selisihnya tampil setelah shift ditutup. Admin tetap melihat semuanya."
        style={{ marginBottom: 0 }}
      >
        <Switch />
      </Form.Item>
    </Card>
  );
}
