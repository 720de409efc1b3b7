import { useEffect, useRef, useState } from "react";
import { useModalForm } from "@refinedev/antd";
import {
  useInvalidate,
  useNotification,
  useSubscription,
  type BaseKey,
  type HttpError,
} from "@refinedev/core";
import {
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Space,
  Switch,
  Tooltip,
} from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import type { Product, ProductBody } from "../../interfaces";
import { apiFetch } from "../../providers/http";
import { failure, failureText, success } from "../../lib/notify";
import { atLeast } from "../../lib/rules";
import { fileForm, PRODUCT_IMAGE_TYPES } from "../../lib/images";
import { RupiahInput } from "../../components/RupiahInput";
import { ImagePicker } from "../../components/ImagePicker";
import { editModalProps, submitForm } from "../../components/modalForm";
import { CategorySelect } from "./CategorySelect";
import { useTrackedCategories } from "./useTrackedCategories";
import { SupplierSelect } from "./SupplierSelect";
import {
  dateField,
  REQUIRED_FIELDS,
  toFormValues,
  toProductBody,
  type ProductFormValues,
} from "./productBody";
import { RESOURCE } from "@konter/ui-kit";
import { channelOf } from "../../providers/liveProvider";

const TEXTS = {
  create: {
    title: "Tambah Barang",
    saved: "Produk baru berhasil ditambahkan!",
    failed: "Gagal menambah produk",
  },
  edit: {
    title: "Edit Barang",
    saved: "Data produk berhasil diperbarui!",
    failed: "Gagal memperbarui produk",
  },
} as const;

const required = [{ required: true, whitespace: true, message: REQUIRED_FIELDS }];

/** What the stock field says under it: how its stock changes. */
function stockHint(action: "create" | "edit", tracked: boolean): string | undefined {
  if (tracked)
    return "Stok bertambah lewat IMEI/serial unit di Tambah Stok atau Penerimaan Barang.";
  return action === "edit" ? "Perubahan stok di sini dicatat sebagai koreksi." : undefined;
}

/**
 * The add/edit item dialog. Returns `show` and the
 * dialog to render. A chosen image is uploaded once the product is saved
 * (it needs the product's id); a failed upload says "Gagal mengunggah gambar: …".
 */
export function useProductFormModal(action: "create" | "edit") {
  const texts = TEXTS[action];
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<File | null>(null);
  fileRef.current = file;

  const uploadImage = async (id: BaseKey, chosen: File) => {
    try {
      await apiFetch<Product>(`/api/products/${encodeURIComponent(String(id))}/image`, {
        method: "POST",
        body: fileForm(chosen),
      });
      await invalidate({ resource: "products", invalidates: ["list", "detail"], id });
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal mengunggah gambar", error) });
    }
  };

  // The product being edited, as the (live) list shows it.
  const [record, setRecord] = useState<Product | null>(null);

  const modalForm = useModalForm<Product, HttpError, ProductBody>({
    resource: "products",
    action,
    redirect: false,
    // The edit dialog starts from the list's row instead of fetching the product: a
    // fetched record is refetched whenever the list's live updates invalidate
    // "products", and every refetch that brings new data resets all fields, throwing
    // away what is being typed. Changes by others are merged below instead.
    queryOptions: { enabled: false },
    liveMode: "off",
    successNotification: success(texts.saved),
    errorNotification: failure(texts.failed),
    onMutationSuccess: (data) => {
      const chosen = fileRef.current;
      if (chosen && data?.data?.id !== undefined) void uploadImage(data.data.id, chosen);
    },
  });
  const { form, open, show, id } = modalForm;
  const trackedCategories = useTrackedCategories();

  // Fields the user changed in this opening of the dialog (antd's "touched" also counts
  // values set by code, so it cannot tell).
  const edited = useRef(new Set<string>());
  // The stock the edit dialog showed before any typing: the save sends the difference.
  const stockShown = useRef(0);

  // Fill the edit dialog from the row (after useForm's own reset for the new id).
  useEffect(() => {
    edited.current = new Set();
    if (open && action === "edit" && record) {
      stockShown.current = record.stock;
      form.setFieldsValue(toFormValues(record) as Partial<ProductBody>);
    }
  }, [open, record, action, form]);

  // Someone else changed this product while the dialog is open (a sale, a restock):
  // the fields not touched here take the new values, so saving does not write back
  // a stock count that is no longer true.
  const refresh = useRef<(ids: string[]) => Promise<void>>(async () => undefined);
  refresh.current = async (ids) => {
    if (!open || id === undefined || (ids.length > 0 && !ids.includes(String(id)))) return;
    let fresh: Product;
    try {
      fresh = await apiFetch<Product>(`/api/products/${encodeURIComponent(String(id))}`);
    } catch {
      notify?.({ type: "error", message: "Barang ini baru saja dihapus oleh pengguna lain." });
      return;
    }
    const values = toFormValues(fresh) as Record<string, unknown>;
    const untouched = Object.keys(values).filter((name) => !edited.current.has(name));
    if (!edited.current.has("stock")) stockShown.current = fresh.stock;
    form.setFieldsValue(
      Object.fromEntries(untouched.map((name) => [name, values[name]])) as Partial<ProductBody>,
    );
  };
  useSubscription({
    channel: channelOf(RESOURCE.products),
    enabled: action === "edit" && open,
    onLiveEvent: (event) => void refresh.current((event.payload?.ids ?? []).map(String)),
  });

  // A closed dialog forgets its chosen image.
  useEffect(() => {
    if (!open) setFile(null);
  }, [open]);

  const [barcodeBusy, setBarcodeBusy] = useState(false);
  const newBarcode = async () => {
    setBarcodeBusy(true);
    try {
      if (action === "create") {
        const { barcode } = await apiFetch<{ barcode: string }>("/api/products/new-barcode");
        form.setFieldsValue({ barcode } as Partial<ProductBody>);
      } else if (id !== undefined) {
        // An existing product's barcode is regenerated (and saved) on the server.
        const product = await apiFetch<Product>(
          `/api/products/${encodeURIComponent(String(id))}/barcode`,
          { method: "POST" },
        );
        form.setFieldsValue({ barcode: product.barcode } as Partial<ProductBody>);
        notify?.({ type: "success", message: "Barcode baru berhasil dibuat." });
        await invalidate({ resource: "products", invalidates: ["list"] });
      }
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal membuat barcode", error) });
    } finally {
      setBarcodeBusy(false);
    }
  };

  // The dialog (and its category and supplier lists) is built the first time it opens.
  const [used, setUsed] = useState(false);

  const showDialog = (product?: Product) => {
    setUsed(true);
    setRecord(product ?? null);
    show(product?.id);
    // A new item starts with a fresh, valid EAN-13 (spec: "a random 13-digit number").
    if (action === "create") void newBarcode();
  };

  const currentImage = action === "edit" ? record?.image_url : null;

  const dialog = used && (
    <ProductFormDialog
      title={texts.title}
      action={action}
      modalProps={action === "edit" ? editModalProps(modalForm) : modalForm.modalProps}
      formProps={modalForm.formProps}
      currentImage={currentImage}
      file={file}
      onFile={setFile}
      onNewBarcode={newBarcode}
      barcodeBusy={barcodeBusy}
      onEdited={(names) => names.forEach((name) => edited.current.add(name))}
      onCategory={(category) => {
        // A new phone or laptop is tracked by unit when its category is, unless chosen by hand.
        if (action === "create" && !edited.current.has("tracked"))
          modalForm.form.setFieldValue("tracked", trackedCategories.includes(category));
      }}
      toBody={(values) => toProductBody(values, action === "edit" ? stockShown.current : undefined)}
    />
  );
  return { show: showDialog, dialog };
}

function ProductFormDialog({
  title,
  action,
  modalProps,
  formProps,
  currentImage,
  file,
  onFile,
  onNewBarcode,
  barcodeBusy,
  onEdited,
  onCategory,
  toBody,
}: {
  title: string;
  action: "create" | "edit";
  modalProps: ReturnType<typeof useModalForm>["modalProps"];
  formProps: ReturnType<typeof useModalForm<Product, HttpError, ProductBody>>["formProps"];
  currentImage?: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onNewBarcode: () => void;
  barcodeBusy: boolean;
  /** Names of the fields the user just changed. */
  onEdited: (names: string[]) => void;
  /** The category the user just chose. */
  onCategory: (category: string) => void;
  toBody: (values: ProductFormValues) => ProductBody;
}) {
  const { open: notify } = useNotification();
  const tracked = Form.useWatch("tracked", formProps.form) === true;

  return (
    <Modal {...modalProps} title={title} okText="Simpan" cancelText="Batal" width={760}>
      <Form<ProductFormValues>
        {...(formProps as object)}
        // Distinct field ids for the add and the edit dialog (both stay mounted).
        name={`product-${action}`}
        layout="vertical"
        initialValues={
          action === "create"
            ? { stock: 0, entry_date: dayjs().format("YYYY-MM-DD") }
            : formProps.initialValues
        }
        onFinish={(values: ProductFormValues) => submitForm(formProps, toBody(values))}
        onValuesChange={(changed: Partial<ProductFormValues>, all: ProductFormValues) => {
          onEdited(Object.keys(changed));
          if (changed.category) onCategory(changed.category);
          formProps.onValuesChange?.(changed as Partial<ProductBody>, all as ProductBody);
        }}
      >
        <Form.Item label="Nama Barang" name="name" rules={required}>
          <Input maxLength={200} placeholder="mis. Charger Type-C 20W" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Kategori" name="category" rules={required}>
              <CategorySelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Supplier" name="supplier_id">
              <SupplierSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Barcode" required>
              <Space.Compact style={{ width: "100%" }}>
                <Form.Item name="barcode" rules={required} noStyle>
                  <Input
                    maxLength={64}
                    inputMode="numeric"
                    style={{ fontFamily: "monospace" }}
                    aria-label="Barcode"
                  />
                </Form.Item>
                <Tooltip
                  title={
                    action === "create"
                      ? "Buat barcode baru"
                      : "Buat ulang barcode (langsung disimpan)"
                  }
                >
                  <Button icon={<ReloadOutlined />} loading={barcodeBusy} onClick={onNewBarcode}>
                    Buat Ulang
                  </Button>
                </Tooltip>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Tgl. Masuk" name="entry_date" {...dateField}>
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: "100%" }}
                placeholder="Pilih tanggal"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Stok"
              name="stock"
              rules={[atLeast(0, "Stok tidak bisa kurang dari 0.")]}
              extra={stockHint(action, tracked)}
            >
              <InputNumber<number>
                precision={0}
                style={{ width: "100%" }}
                inputMode="numeric"
                disabled={tracked}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Lacak per Unit (IMEI/Serial)"
              name="tracked"
              valuePropName="checked"
              extra="Untuk HP, laptop, printer: setiap unit dicatat dengan IMEI atau nomor serinya. Hanya bisa diubah saat stok 0."
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Garansi Barang Ini"
              name="warranty_name"
              extra="Kosongkan untuk memakai garansi kategorinya (Pengaturan → Garansi)."
            >
              <Input maxLength={60} placeholder="mis. Garansi resmi 1 tahun" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Lama Garansi (hari)" name="warranty_days">
              <InputNumber<number>
                min={1}
                max={3650}
                precision={0}
                style={{ width: "100%" }}
                inputMode="numeric"
                placeholder="mis. 365"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Batas Stok Menipis"
              name="low_stock_threshold"
              rules={[atLeast(0, "Angka tidak boleh negatif.")]}
              extra="Pengingat muncul bila stok sama dengan atau di bawah angka ini. Kosongkan untuk bawaan toko (2)."
            >
              <InputNumber<number>
                precision={0}
                style={{ width: "100%" }}
                inputMode="numeric"
                placeholder="2"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Harga Beli" name="buy_price">
              <RupiahInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Harga Ecer" name="retail_price">
              <RupiahInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Harga Reseller" name="reseller_price">
              <RupiahInput />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Deskripsi" name="description">
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item label="Gambar" style={{ marginBottom: 0 }}>
          <ImagePicker
            currentUrl={currentImage}
            file={file}
            onChange={onFile}
            onInvalid={(message) =>
              notify?.({ type: "error", message: `Gagal mengunggah gambar: ${message}` })
            }
            types={PRODUCT_IMAGE_TYPES}
            hint="PNG, JPEG atau WebP, maksimal 5 MB. Diunggah saat disimpan."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
