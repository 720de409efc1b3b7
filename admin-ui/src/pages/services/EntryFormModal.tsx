import { useEffect, useState } from "react";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { App, Col, DatePicker, Form, Input, Modal, Row, Select, type FormInstance } from "antd";
import { failure, success } from "../../lib/notify";
import { editModalProps, submitForm } from "../../components/modalForm";
import { CustomerSelect } from "../sales/CustomerSelect";
import { MSG_REQUIRED, SERVICE_CATEGORIES, SERVICE_STATUSES } from "./service";
import { newEntryValues, toEntryBody, toEntryFormValues, type EntryFormValues } from "./entryBody";
import type { EntryBody, ServiceEntry } from "./types";
import { WarrantyCheck } from "./WarrantyCheck";
import { IntakeFields } from "./IntakeFields";
import { uploadPhotos } from "./photos";
import { useTechnicianOptions } from "./TechnicianAssign";

const TEXTS = {
  create: {
    title: "Tambah Service Masuk",
    saved: "Service baru berhasil ditambahkan!",
    failed: "Gagal menambah service",
  },
  edit: {
    title: "Edit Service",
    saved: "Data service berhasil diperbarui!",
    failed: "Gagal memperbarui service",
  },
} as const;

const required = [{ required: true, whitespace: true, message: MSG_REQUIRED }];

/**
 * The intake dialog: customer (one can be
 * added on the spot), category, device, damage and description are required;
 * IMEI or serial number, the accessories handed over and the device's
 * condition are optional. `onSaved` gets the saved entry (the page opens the
 * receipt of a new one).
 */
export function useEntryFormModal(
  action: "create" | "edit",
  onSaved?: (entry: ServiceEntry) => void,
) {
  const texts = TEXTS[action];
  const [record, setRecord] = useState<ServiceEntry | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const { notification } = App.useApp();
  const modalForm = useModalForm<ServiceEntry, HttpError, EntryBody>({
    resource: "service_entries",
    action,
    redirect: false,
    // The edit dialog starts from the list's row: GET {id} answers the entry with its bill.
    queryOptions: { enabled: false },
    liveMode: "off",
    successNotification: success(texts.saved),
    errorNotification: failure(texts.failed),
    onMutationSuccess: async ({ data }) => {
      const refused = await uploadPhotos(data.id, photos);
      refused.forEach((message) => notification.error({ message }));
      setPhotos([]);
      onSaved?.(data);
    },
  });
  const { form, open, show } = modalForm;

  useEffect(() => {
    if (!open) return;
    const values = action === "edit" && record ? toEntryFormValues(record) : newEntryValues();
    form.setFieldsValue(values as object);
  }, [open, record, action, form]);

  // The dialog (and its customer list) is built the first time it opens.
  const [used, setUsed] = useState(false);
  const showDialog = (entry?: ServiceEntry) => {
    setUsed(true);
    setRecord(entry ?? null);
    show(entry?.id);
  };

  const dialog = used && (
    <Modal
      {...(action === "edit" ? editModalProps(modalForm) : modalForm.modalProps)}
      title={texts.title}
      okText="Simpan"
      cancelText="Batal"
      width={720}
    >
      <Form<EntryFormValues>
        {...(modalForm.formProps as object)}
        name={`service-${action}`}
        layout="vertical"
        onFinish={(values: EntryFormValues) => submitForm(modalForm.formProps, toEntryBody(values))}
      >
        <Form.Item
          label="Pelanggan"
          name="customer_id"
          rules={[{ required: true, message: MSG_REQUIRED }]}
        >
          <CustomerSelect formName={`service-${action}-customer`} allowClear={false} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {/* No required rule: the list always has a choice, and antd would put aria-required
                on the select's wrapper, which has no role to carry it. */}
            <Form.Item label="Kategori" name="category">
              <Select options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Tipe Perangkat" name="device_type" rules={required}>
              <Input maxLength={200} placeholder="mis. Samsung Galaxy A52" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Jenis Kerusakan" name="damage_type" rules={required}>
              <Input maxLength={200} placeholder="mis. LCD pecah" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="IMEI / No. Seri" name="imei">
              <Input maxLength={100} inputMode="numeric" style={{ fontFamily: "monospace" }} />
            </Form.Item>
          </Col>
        </Row>
        <WarrantyCheck
          form={modalForm.form as FormInstance<EntryFormValues>}
          keep={action === "edit" && record?.warranty_repair === true}
        />
        <Form.Item label="Deskripsi" name="description" rules={required}>
          <Input.TextArea
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="Keluhan pelanggan"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Kelengkapan" name="accessories">
              <Input maxLength={500} placeholder="Charger, tray SIM, casing…" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Kondisi Saat Diterima" name="condition">
              <Input maxLength={1000} placeholder="mis. lecet di sudut, layar retak" />
            </Form.Item>
          </Col>
        </Row>
        <IntakeFields onPhotos={setPhotos} photoCount={photos.length} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Status" name="status">
              <Select options={SERVICE_STATUSES.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          </Col>
          {action === "create" && (
            <Col xs={24} md={12}>
              <Form.Item label="Teknisi" name="technician_id">
                <TechnicianSelect />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label="Tanggal Masuk" name="date">
              <DatePicker
                showTime={{ format: "HH:mm" }}
                format="DD/MM/YYYY HH:mm"
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Estimasi Selesai" name="promised_date">
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: "100%" }}
                placeholder="Tanggal janji selesai"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
  return { show: showDialog, dialog };
}

/** The intake's technician: nobody (assigned later) or one of the shop's technicians. */
function TechnicianSelect(props: {
  value?: number;
  onChange?: (value: number | undefined) => void;
}) {
  const options = useTechnicianOptions();
  return (
    <Select<number>
      {...props}
      allowClear
      placeholder="Belum ditugaskan"
      options={options}
      aria-label="Teknisi"
    />
  );
}
