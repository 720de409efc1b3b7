import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useModalForm } from "@refinedev/antd";
import {
  useInvalidate,
  useNotification,
  type BaseKey,
  type HttpError,
  type OpenNotificationParams,
} from "@refinedev/core";
import { Col, DatePicker, Form, Input, Modal, Radio, Row, Skeleton } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { apiFetch, type ApiError } from "../../providers/http";
import { failureText, success } from "../../lib/notify";
import { CONTENT_IMAGE_TYPES, fileForm } from "../../lib/images";
import { ImagePicker } from "../../components/ImagePicker";
import { editModalProps, submitForm } from "../../components/modalForm";
import { slugify } from "./slug";
import {
  MSG_CREATED,
  MSG_REQUIRED,
  MSG_SAVE_FAILED,
  MSG_SESSION_INVALID,
  MSG_UPDATED,
  type News,
  type NewsBody,
  type NewsStatus,
} from "./types";

// The editor (TipTap and ProseMirror) loads with the first dialog, not with the list.
const RichTextEditor = lazy(() => import("../../components/richText/RichTextEditor"));

/** The news body as the form holds it: the publishing day a date picker's. */
type Values = Omit<NewsBody, "status" | "published_at"> & {
  status: NewsStatus;
  published_at?: Dayjs | null;
};

const required = [{ required: true, whitespace: true, message: MSG_REQUIRED }];

function toValues(news: News): Values {
  return {
    title: news.title,
    slug: news.slug,
    status: news.status,
    published_at: news.published_at ? dayjs(news.published_at) : null,
    content: news.content,
  };
}

function toBody(values: Values): NewsBody {
  return {
    title: values.title?.trim() ?? "",
    content: values.content ?? "",
    slug: values.slug?.trim() ?? "",
    status: values.status,
    published_at: values.published_at?.toISOString(),
  };
}

/** "Gagal menyimpan berita: {detail}"; a lost session says "Sesi pengguna tidak valid." */
function saveFailure(error?: unknown): OpenNotificationParams {
  const status = (error as ApiError | undefined)?.statusCode;
  return {
    type: "error",
    message: status === 401 ? MSG_SESSION_INVALID : failureText(MSG_SAVE_FAILED, error),
  };
}

/**
 * The news form dialog: title, slug (made from
 * the title when left empty), status, publication date (a later date
 * schedules the article), picture and the HTML content. The picture is
 * uploaded once the article is saved (it needs the article's id).
 */
export function useNewsFormModal(action: "create" | "edit") {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<File | null>(null);
  fileRef.current = file;
  const [record, setRecord] = useState<News | null>(null);
  const [used, setUsed] = useState(false);

  const uploadImage = async (id: BaseKey, chosen: File) => {
    try {
      await apiFetch<News>(`/api/news/${encodeURIComponent(String(id))}/image`, {
        method: "POST",
        body: fileForm(chosen),
      });
      await invalidate({ resource: "news", invalidates: ["list"] });
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal mengunggah gambar", error) });
    }
  };

  const modalForm = useModalForm<News, HttpError, NewsBody>({
    resource: "news",
    action,
    redirect: false,
    // The dialog starts from the list's row: GET /api/news/by-slug/{slug} is the public
    // article (published only), and a refetch would reset what is being typed.
    queryOptions: { enabled: false },
    liveMode: "off",
    successNotification: success(action === "create" ? MSG_CREATED : MSG_UPDATED),
    errorNotification: saveFailure,
    onMutationSuccess: (data) => {
      const chosen = fileRef.current;
      if (chosen && data?.data?.id !== undefined) void uploadImage(data.data.id, chosen);
    },
  });
  const { form, open, show } = modalForm;

  useEffect(() => {
    if (open && action === "edit" && record)
      form.setFieldsValue(toValues(record) as Partial<NewsBody>);
  }, [open, record, action, form]);

  useEffect(() => {
    if (!open) setFile(null);
  }, [open]);

  const showDialog = (news?: News) => {
    setUsed(true);
    setRecord(news ?? null);
    show(news?.id);
  };

  const dialog = used && (
    <NewsFormDialog
      action={action}
      modalProps={action === "edit" ? editModalProps(modalForm) : modalForm.modalProps}
      formProps={modalForm.formProps}
      currentImage={action === "edit" ? record?.image_url : null}
      file={file}
      onFile={setFile}
    />
  );
  return { show: showDialog, dialog };
}

function NewsFormDialog({
  action,
  modalProps,
  formProps,
  currentImage,
  file,
  onFile,
}: {
  action: "create" | "edit";
  modalProps: ReturnType<typeof useModalForm>["modalProps"];
  formProps: ReturnType<typeof useModalForm<News, HttpError, NewsBody>>["formProps"];
  currentImage?: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { open: notify } = useNotification();
  const form = formProps.form;
  const title = Form.useWatch("title", form) as string | undefined;
  const slug = Form.useWatch("slug", form) as string | undefined;
  const address = slugify(slug?.trim() ? slug : (title ?? ""));

  return (
    <Modal
      {...modalProps}
      title={action === "create" ? "Tambah Berita" : "Edit Berita"}
      okText="Simpan"
      cancelText="Batal"
      width={880}
      style={{ top: 24 }}
    >
      <Form<Values>
        {...(formProps as object)}
        name={`news-${action}`}
        layout="vertical"
        initialValues={action === "create" ? { status: "draft" } : formProps.initialValues}
        onFinish={(values: Values) => submitForm(formProps, toBody(values))}
      >
        <Form.Item label="Judul" name="title" rules={required}>
          <Input maxLength={200} placeholder="mis. Promo Servis Akhir Tahun" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Slug"
              name="slug"
              extra={
                <span style={{ wordBreak: "break-all" }}>
                  {address ? `Alamat: /news/${address}` : "Kosongkan agar dibuat dari judul."}
                </span>
              }
            >
              <Input maxLength={200} placeholder="dibuat dari judul" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Status" name="status">
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: "draft", label: "Draft" },
                  { value: "published", label: "Diterbitkan" },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Tanggal Terbit"
              name="published_at"
              extra="Kosongkan: diisi saat pertama diterbitkan. Tanggal mendatang: tampil mulai tanggal itu."
            >
              <DatePicker
                showTime={{ format: "HH:mm" }}
                format="DD/MM/YYYY HH:mm"
                style={{ width: "100%" }}
                placeholder="Pilih tanggal"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Gambar">
              <ImagePicker
                size={72}
                currentUrl={currentImage}
                file={file}
                onChange={onFile}
                onInvalid={(message) =>
                  notify?.({ type: "error", message: `Gagal mengunggah gambar: ${message}` })
                }
                types={CONTENT_IMAGE_TYPES}
                hint="PNG, JPEG, WebP atau GIF, maksimal 5 MB."
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Konten" name="content" rules={required} style={{ marginBottom: 0 }}>
          <ContentEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The lazily loaded editor as a form control (Form.Item hands value and onChange to its child). */
function ContentEditor(props: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} label="Konten" placeholder="Tulis isi berita di sini…" />
    </Suspense>
  );
}
