import { Link, useNavigate } from "react-router";
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Button, Card, Col, Divider, Flex, Form, Input, Row, Skeleton, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { MSG_OUTLET_BANK_INCOMPLETE, MSG_OUTLET_NAME_REQUIRED } from "@konter/ui-kit";
import { failure, success } from "../../lib/notify";
import { LIST_PATH, MSG_CREATED, MSG_UPDATED, type Outlet, type OutletBody } from "./types";

type Values = Partial<OutletBody>;

const FIELDS: (keyof OutletBody)[] = [
  "name",
  "address",
  "phone",
  "opening_hours",
  "receipt_header",
  "qris",
  "bank_name",
  "bank_account_number",
  "bank_account_holder",
];

/** The whole form, trimmed: an edit replaces every field, a blank one is cleared. */
export function toBody(values: Values): OutletBody {
  return Object.fromEntries(FIELDS.map((f) => [f, values[f]?.trim() ?? ""])) as OutletBody;
}

/** The server's rule: a bank account is whole (bank and number) or absent. */
export function bankIncomplete(values: Values): boolean {
  const body = toBody(values);
  return (
    (body.bank_name === "") !== (body.bank_account_number === "") ||
    (body.bank_account_holder !== "" && body.bank_account_number === "")
  );
}

/**
 * Tambah Outlet / Edit Outlet (Pengaturan → Outlet, Admin only): the outlet's name,
 * contacts, opening hours and receipt header, and optionally its own QRIS and bank account
 * (blank: the shop's, from Manajemen Aplikasi). Back to the list after saving.
 */
export function OutletFormPage({ action }: { action: "create" | "edit" }) {
  const navigate = useNavigate();
  const { formProps, saveButtonProps, form, query } = useForm<Outlet, HttpError, Values>({
    resource: "outlets",
    action,
    redirect: "list",
    // A live refetch would reset the fields being typed.
    liveMode: "off",
    successNotification: success(action === "create" ? MSG_CREATED : MSG_UPDATED),
    errorNotification: failure("Gagal menyimpan outlet"),
  });
  const title = action === "create" ? "Tambah Outlet" : "Edit Outlet";

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <div>
        <Link to={LIST_PATH}>
          <ArrowLeftOutlined /> Kembali ke Daftar Outlet
        </Link>
        <Typography.Title level={3} style={{ margin: "8px 0 0" }}>
          {title}
        </Typography.Title>
      </div>
      <Card>
        {action === "edit" && query?.isLoading ? (
          <Skeleton active />
        ) : (
          <Form<Values>
            {...formProps}
            name={`outlet-${action}`}
            layout="vertical"
            onFinish={(values) => formProps.onFinish?.(toBody(values))}
          >
            <Form.Item
              label="Nama Outlet"
              name="name"
              rules={[{ required: true, whitespace: true, message: MSG_OUTLET_NAME_REQUIRED }]}
            >
              <Input maxLength={100} placeholder="mis. Cabang Dago" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Telepon" name="phone">
                  <Input maxLength={40} inputMode="tel" placeholder="mis. 0812-3456-7890" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Jam Buka" name="opening_hours">
                  <Input maxLength={200} placeholder="mis. Senin–Sabtu 09.00–21.00" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Alamat" name="address">
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Form.Item
              label="Kepala Struk"
              name="receipt_header"
              extra="Dicetak di struk di bawah nama outlet, mis. salam atau nomor WhatsApp."
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>

            <Divider orientation="left" plain>
              Pembayaran ke outlet ini (opsional)
            </Divider>
            <Typography.Paragraph type="secondary">
              Kosongkan agar outlet ini memakai QRIS dan rekening toko di Manajemen Aplikasi.
            </Typography.Paragraph>
            <Form.Item
              label="QRIS Outlet"
              name="qris"
              extra="Tempel teks QRIS statis dari bank atau penyedia QRIS outlet ini."
            >
              <Input.TextArea
                maxLength={512}
                autoSize={{ minRows: 2, maxRows: 5 }}
                spellCheck={false}
                placeholder="000201…"
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label="Nama Bank" name="bank_name">
                  <Input maxLength={100} placeholder="mis. BCA" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Nomor Rekening"
                  name="bank_account_number"
                  dependencies={["bank_name", "bank_account_holder"]}
                  rules={[
                    {
                      validator: () =>
                        bankIncomplete(form.getFieldsValue())
                          ? Promise.reject(new Error(MSG_OUTLET_BANK_INCOMPLETE))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <Input maxLength={50} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Atas Nama" name="bank_account_holder">
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
            </Row>
            <Flex gap={8} justify="flex-end">
              <Button onClick={() => navigate(LIST_PATH)}>Batal</Button>
              <Button {...saveButtonProps} type="primary">
                Simpan
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
