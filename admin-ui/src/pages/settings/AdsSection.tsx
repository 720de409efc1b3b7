import { useState } from "react";
import { useDelete, useInvalidate, useList, useNotification } from "@refinedev/core";
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
} from "antd";
import { CloudUploadOutlined, DeleteOutlined, LinkOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failure, failureText } from "../../lib/notify";
import { CONTENT_IMAGE_TYPES } from "../../lib/images";
import { ImagePicker } from "../../components/ImagePicker";
import { useConfirmDelete } from "../../components/useConfirmDelete";
import {
  MSG_AD_ADD_FAILED,
  MSG_AD_ADDED,
  MSG_AD_DELETE_FAILED,
  MSG_AD_DELETED,
  MSG_ADS_LOAD_FAILED,
  PLACEMENTS,
  type AdPlacement,
  type Advertisement,
} from "./types";
import "./ads.css";

interface AdValues {
  placement: AdPlacement;
  alt_text?: string;
  link_url?: string;
}

/**
 * "Manajemen Iklan": the ads by placement, each
 * with a delete button, and the form that uploads a new one (active, sort
 * order 0). The storefront hears about every change at once.
 */
export function AdsSection() {
  const { result, query } = useList<Advertisement>({
    resource: "advertisements",
    pagination: { mode: "off" },
    errorNotification: failure(MSG_ADS_LOAD_FAILED),
  });
  const ads = result?.data ?? [];

  return (
    <Card title="Manajemen Iklan">
      <Flex vertical gap={24}>
        {query.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : ads.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada iklan." />
        ) : (
          PLACEMENTS.map(({ value }) => {
            const group = ads.filter((ad) => ad.placement === value);
            return group.length ? <AdGroup key={value} placement={value} ads={group} /> : null;
          })
        )}
        <AdForm />
      </Flex>
    </Card>
  );
}

function AdGroup({ placement, ads }: { placement: AdPlacement; ads: Advertisement[] }) {
  return (
    <section aria-label={placement.replaceAll("_", " ")}>
      <Typography.Title level={5} style={{ marginTop: 0, textTransform: "capitalize" }}>
        {placement.replaceAll("_", " ")}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {ads.map((ad) => (
          <Col key={String(ad.id)} xs={24} sm={12} lg={8}>
            <AdTile ad={ad} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

function AdTile({ ad }: { ad: Advertisement }) {
  const { notification } = App.useApp();
  const { mutateAsync: remove } = useDelete<Advertisement & { warning?: string }>();
  const confirmDelete = useConfirmDelete();
  const name = ad.alt_text || "tanpa teks alternatif";

  const askDelete = () =>
    confirmDelete({
      content: `Iklan "${name}" akan dihapus dari toko.`,
      onConfirm: () =>
        remove(
          {
            resource: "advertisements",
            id: ad.id,
            // The file could not be removed: the ad is gone all the same, and the warning says so.
            successNotification: (data) =>
              data?.data?.warning ? false : { type: "success", message: MSG_AD_DELETED },
            errorNotification: failure(MSG_AD_DELETE_FAILED),
          },
          {
            onSuccess: (data) => {
              if (data?.data?.warning) notification.warning({ message: data.data.warning });
            },
          },
        ),
    });

  return (
    <figure className="ad-tile" data-testid="ad-tile">
      <img src={ad.image_url} alt={ad.alt_text} loading="lazy" />
      <Button
        className="ad-tile-delete"
        danger
        type="primary"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Hapus iklan ${name}`}
        onClick={askDelete}
      >
        Hapus
      </Button>
      <figcaption>
        <Typography.Text ellipsis style={{ maxWidth: "100%" }}>
          {ad.alt_text || <Typography.Text type="secondary">Tanpa teks alternatif</Typography.Text>}
        </Typography.Text>
        <Flex gap={6} align="center" wrap>
          {ad.link_url && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: "100%" }}>
              <LinkOutlined /> {ad.link_url}
            </Typography.Text>
          )}
          {!ad.is_active && <Tag>Nonaktif</Tag>}
        </Flex>
      </figcaption>
    </figure>
  );
}

function AdForm() {
  const [form] = Form.useForm<AdValues>();
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: AdValues) => {
    if (!file) return;
    const body = new FormData();
    body.append("file", file);
    body.append("placement", values.placement);
    body.append("alt_text", values.alt_text?.trim() ?? "");
    const link = values.link_url?.trim();
    if (link) body.append("link_url", link);
    setBusy(true);
    try {
      await apiFetch<Advertisement>("/api/ads", { method: "POST", body });
      notify?.({ type: "success", message: MSG_AD_ADDED });
      form.resetFields();
      setFile(null);
      await invalidate({ resource: "advertisements", invalidates: ["list"] });
    } catch (error) {
      notify?.({ type: "error", message: failureText(MSG_AD_ADD_FAILED, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<AdValues>
      form={form}
      name="ad"
      layout="vertical"
      initialValues={{ placement: "homepage_carousel" }}
      onFinish={submit}
      className="ad-form"
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Tambah Iklan
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Penempatan" name="placement">
            <Select options={PLACEMENTS as { value: string; label: string }[]} />
          </Form.Item>
          <Form.Item label="Teks Alternatif (untuk SEO)" name="alt_text">
            <Input maxLength={300} placeholder="mis. Promo Tukar Tambah HP" />
          </Form.Item>
          <Form.Item label="Link URL (opsional)" name="link_url">
            <Input maxLength={2000} placeholder="/products" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gambar Iklan" required>
            <ImagePicker
              size={80}
              ratio={3}
              file={file}
              onChange={setFile}
              onInvalid={(message) =>
                notify?.({ type: "error", message: `${MSG_AD_ADD_FAILED}: ${message}` })
              }
              types={CONTENT_IMAGE_TYPES}
              hint="PNG, JPEG, WebP atau GIF, maksimal 5 MB."
              disabled={busy}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        icon={<CloudUploadOutlined />}
        disabled={!file || busy}
        loading={busy}
      >
        Unggah Iklan
      </Button>
    </Form>
  );
}
