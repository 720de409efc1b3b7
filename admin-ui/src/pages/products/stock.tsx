import { useEffect } from "react";
import {
  useCustomMutation,
  useInvalidate,
  useNotification,
  useOne,
  type BaseKey,
} from "@refinedev/core";
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row } from "antd";
import dayjs from "dayjs";
import type { Product } from "../../interfaces";
import { failure, success } from "../../lib/notify";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { atLeast } from "../../lib/rules";
import { dateField } from "./productBody";
import { SupplierSelect } from "./SupplierSelect";
import { UnitScanner } from "./UnitScanner";
import { toUnitNumbers } from "./unitNumbers";

/** The products to add stock to, by name. */
const BY_NAME = [{ field: "name", order: "asc" as const }];

/** An item and a quantity above 0. */
export const INVALID_STOCK = "Pilih barang dan masukkan jumlah yang valid.";

interface Values {
  product_id?: BaseKey;
  delta?: number | null;
  entry_date?: string | null;
  supplier_id?: number | null;
  note?: string;
  /** The scanned IMEIs or serials of a product tracked by unit. */
  units?: readonly string[];
}

/**
 * POST /api/products/{id}/stock's body from the dialog's values: a quantity, or for a
 * product tracked by unit its units' numbers (the count follows them).
 */
export function toStockBody({ delta, entry_date, supplier_id, note, units }: Values) {
  return {
    ...(units?.length ? { units: units.map(toUnitNumbers) } : { delta: Math.round(delta ?? 0) }),
    ...(entry_date ? { entry_date } : {}),
    ...(supplier_id ? { supplier_id } : {}),
    ...(note?.trim() ? { note: note.trim() } : {}),
  };
}

/**
 * "Tambah Stok": goods coming in for one product, with an
 * optional entry date and supplier; written to the stock ledger as "Barang masuk".
 */
export function AddStockModal({
  open,
  productId,
  onClose,
}: {
  open: boolean;
  /** Pre-selected product (from a row), if any. */
  productId?: BaseKey;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { open: notify } = useNotification();
  const chosen = Form.useWatch("product_id", form);
  const { result: product } = useOne<Product>({
    resource: "products",
    id: chosen ?? "",
    queryOptions: { enabled: open && chosen !== undefined && chosen !== null },
  });
  const tracked = chosen !== undefined && product?.id === chosen && product.tracked;
  const { mutate, mutation } = useCustomMutation<Product>();
  const invalidate = useInvalidate();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ product_id: productId, entry_date: dayjs().format("YYYY-MM-DD") });
    }
  }, [open, productId, form]);

  const submit = (values: Values) => {
    mutate(
      {
        url: `/api/products/${encodeURIComponent(String(values.product_id))}/stock`,
        method: "post",
        values: toStockBody(tracked ? values : { ...values, units: undefined }),
        successNotification: success("Stok berhasil diperbarui!"),
        errorNotification: failure("Gagal memperbarui stok"),
      },
      {
        onSuccess: () => {
          void invalidate({
            resource: "products",
            invalidates: ["list", "detail"],
            id: values.product_id,
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Tambah Stok"
      okText="Simpan"
      cancelText="Batal"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: mutation.isPending }}
      width={560}
      forceRender
    >
      <Form<Values> form={form} name="add-stock" layout="vertical" onFinish={submit}>
        <Form.Item
          label="Barang"
          name="product_id"
          rules={[{ required: true, message: INVALID_STOCK }]}
        >
          <SearchSelect<Product>
            resource="products"
            sorters={BY_NAME}
            pageSize={30}
            enabled={open}
            optionLabel={(p) => `${p.name} (stok ${p.stock.toLocaleString("id-ID")})`}
            placeholder="Cari nama, kode, barcode atau IMEI"
            notFoundContent="Barang tidak ditemukan."
          />
        </Form.Item>
        <Row gutter={16}>
          {tracked ? (
            <Col xs={24}>
              <Form.Item
                label="IMEI / Nomor Seri Unit"
                name="units"
                rules={[{ required: true, type: "array", min: 1, message: INVALID_STOCK }]}
              >
                <UnitScanner
                  onRefused={(message) =>
                    notify?.({ type: "error", message, description: "Pindai unit" })
                  }
                />
              </Form.Item>
            </Col>
          ) : (
            <Col xs={24} sm={10}>
              <Form.Item
                label="Jumlah Masuk"
                name="delta"
                rules={[{ required: true, message: INVALID_STOCK }, atLeast(1, INVALID_STOCK)]}
              >
                <InputNumber<number> precision={0} style={{ width: "100%" }} inputMode="numeric" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={tracked ? 24 : 14}>
            <Form.Item label="Tgl. Masuk" name="entry_date" {...dateField}>
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: "100%" }}
                placeholder="Pilih tanggal"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Supplier" name="supplier_id">
          <SupplierSelect />
        </Form.Item>
        <Form.Item label="Catatan" name="note" style={{ marginBottom: 0 }}>
          <Input maxLength={200} placeholder="mis. nomor faktur supplier" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
