import { useEffect } from "react";
import { useCreate, useUpdate } from "@refinedev/core";
import { Form, Input, InputNumber, Modal, Select, Switch } from "antd";
import { failure, success } from "../lib/notify";
import type { Printer } from "./lanPrinter";

type Values = Pick<Printer, "name" | "host" | "port" | "paper" | "drawer" | "qr_image">;

const BLANK: Values = {
  name: "",
  host: "",
  port: 9100,
  paper: "58mm",
  drawer: false,
  qr_image: false,
};

/**
 * Tambah / Edit Printer (Admin): name, address on the shop's network, port, paper, drawer, and
 * QR codes as an image for a printer without the QR command.
 */
export function PrinterForm({
  printer,
  open,
  onClose,
}: {
  /** The printer edited; undefined adds one. */
  printer?: Printer;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { mutate: create, mutation: creating } = useCreate<Printer>();
  const { mutate: update, mutation: updating } = useUpdate<Printer>();

  useEffect(() => {
    if (open) form.setFieldsValue(printer ?? BLANK);
  }, [open, printer, form]);

  const save = (values: Values) => {
    const body = { ...values, name: values.name.trim(), host: values.host.trim() };
    const done = { onSuccess: onClose };
    if (printer)
      update(
        {
          resource: "printers",
          id: printer.id,
          values: body,
          successNotification: success("Printer disimpan."),
          errorNotification: failure("Gagal menyimpan printer"),
        },
        done,
      );
    else
      create(
        {
          resource: "printers",
          values: body,
          successNotification: success("Printer ditambahkan."),
          errorNotification: failure("Gagal menambah printer"),
        },
        done,
      );
  };

  return (
    <Modal
      open={open}
      title={printer ? "Edit Printer" : "Tambah Printer"}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creating.isPending || updating.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="printer" onFinish={save}>
        <Form.Item
          label="Nama Printer"
          name="name"
          rules={[{ required: true, whitespace: true, message: "Nama printer wajib diisi." }]}
        >
          <Input maxLength={100} placeholder="mis. Kasir Depan" />
        </Form.Item>
        <Form.Item
          label="Alamat IP"
          name="host"
          extra="Alamat printer di jaringan toko, tanpa port (lihat lembar uji mandiri printer)."
          rules={[{ required: true, whitespace: true, message: "Alamat printer wajib diisi." }]}
        >
          <Input maxLength={253} placeholder="mis. 192.168.1.50" inputMode="url" />
        </Form.Item>
        <Form.Item label="Port" name="port">
          <InputNumber min={1} max={65535} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="Kertas" name="paper">
          <Select
            options={[
              { value: "58mm", label: "58 mm (32 karakter)" },
              { value: "80mm", label: "80 mm (48 karakter)" },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Laci uang terpasang"
          name="drawer"
          valuePropName="checked"
          extra="Struk dengan pembayaran tunai membuka laci."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="Cetak kode QR sebagai gambar"
          name="qr_image"
          valuePropName="checked"
          extra="Untuk printer yang tidak mengenal perintah QR: kode QR lacak servis tercetak sebagai gambar."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
