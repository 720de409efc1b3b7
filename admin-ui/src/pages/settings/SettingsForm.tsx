import { useState } from "react";
import { useNotification, useWarnAboutChange } from "@refinedev/core";
import { Button, Card, Col, Form, Input, Row, Select, theme } from "antd";
import { SaveOutlined } from "@ant-design/icons";
import { apiFetch, type ApiError } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { SettingImageUpload } from "./SettingImageUpload";
import {
  COUNTER_KEYS,
  CounterSection,
  counterSettings,
  counterValues,
  type CounterValues,
} from "./CounterSection";
import {
  WARRANTY_KEYS,
  WarrantySection,
  warrantySettings,
  warrantyValues,
  type WarrantyValues,
} from "./WarrantySection";
import {
  MSG_AUTHOR_IMAGE_FAILED,
  MSG_LOGO_FAILED,
  MSG_SETTINGS_SAVE_FAILED,
  MSG_SETTINGS_SAVED,
  type Settings,
} from "./types";

/** Every text setting, saved together by "Simpan Semua Perubahan". The pictures have their own uploads. */
export const TEXT_KEYS = [
  "appName",
  "appDescription",
  "timezone",
  "heroTitle",
  "heroSubtitle",
  "aboutUsContent",
  "contactAddress",
  "contactEmail",
  "contactPhone",
  "socialInstagram",
  "socialFacebook",
  "socialYoutube",
  "socialTiktok",
  "consultationLink",
  "footerCopyright",
  "authorDescription",
  "bankName",
  "bankAccountNumber",
  "bankAccountHolder",
  "qrisStatic",
] as const;

type Values = Partial<Record<(typeof TEXT_KEYS)[number], string>> & CounterValues & WarrantyValues;

function textValues(settings: Settings): Values {
  return {
    ...Object.fromEntries(TEXT_KEYS.map((key) => [key, settings[key] ?? ""])),
    ...counterValues(settings),
    ...warrantyValues(settings),
  };
}

/** Every key the form saves, as the server names them. */
const SAVED_KEYS = [...TEXT_KEYS, ...COUNTER_KEYS, ...WARRANTY_KEYS] as const;

/** Indonesia's three zones first; a zone saved elsewhere (another IANA name) stays choosable. */
function zoneOptions(current: string | undefined) {
  const zones = [
    { value: "Asia/Jakarta", label: "WIB — Asia/Jakarta" },
    { value: "Asia/Makassar", label: "WITA — Asia/Makassar" },
    { value: "Asia/Jayapura", label: "WIT — Asia/Jayapura" },
  ];
  return current && !zones.some((z) => z.value === current)
    ? [...zones, { value: current, label: current }]
    : zones;
}

const LINK_HINT = "Alamat lengkap (https://…) atau diawali /.";

export function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const { open: notify } = useNotification();
  const { setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);

  /** The server's reason under each field it names; the other fields' earlier reasons go. */
  const showReasons = (fields: Record<string, unknown>) =>
    form.setFields(
      SAVED_KEYS.map((key) => ({
        name: key,
        errors: fields[key] ? ([] as string[]).concat(fields[key] as string | string[]) : [],
      })),
    );

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = {
        ...Object.fromEntries(TEXT_KEYS.map((key) => [key, values[key]?.trim() ?? ""])),
        ...counterSettings(values),
        ...warrantySettings(values),
      };
      const saved = await apiFetch<Settings>("/api/settings", { method: "PUT", json: body });
      // An emptied field reads back as the shop's default.
      form.setFieldsValue(textValues(saved));
      showReasons({});
      setWarnWhen(false);
      onSaved();
      notify?.({ type: "success", message: MSG_SETTINGS_SAVED });
    } catch (error) {
      // A 422 names the field: show its reason under it too.
      showReasons((error as ApiError).errors ?? {});
      notify?.({ type: "error", message: failureText(MSG_SETTINGS_SAVE_FAILED, error) });
    } finally {
      setSaving(false);
    }
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form<Values>
      form={form}
      name="settings"
      layout="vertical"
      initialValues={textValues(settings)}
      onFinish={save}
      onValuesChange={() => setWarnWhen(true)}
      disabled={saving}
      style={{ display: "flex", flexDirection: "column", gap: 16 }}
    >
      <Card title="Informasi Umum">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label="Nama Aplikasi" name="appName">
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="Zona Waktu Toko"
              name="timezone"
              extra="Untuk “hari ini”, laporan, dan struk."
            >
              <Select options={zoneOptions(settings.timezone)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Deskripsi Singkat" name="appDescription" style={{ marginBottom: 0 }}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Konten Halaman Utama">
        <Form.Item label="Judul Hero" name="heroTitle">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Subjudul Hero" name="heroSubtitle">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item label="Konten Tentang Kami" name="aboutUsContent" style={{ marginBottom: 0 }}>
          <Input.TextArea maxLength={10000} autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </Card>

      <Card title="Informasi Kontak & Footer">
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item label="Alamat" name="contactAddress">
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Email" name="contactEmail">
              <Input type="email" maxLength={254} placeholder="toko@contoh.com" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Telepon" name="contactPhone">
              <Input type="tel" maxLength={40} placeholder="08…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="URL Instagram" name="socialInstagram">
              <Input maxLength={500} placeholder="https://instagram.com/…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="URL Facebook" name="socialFacebook">
              <Input maxLength={500} placeholder="https://facebook.com/…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="URL YouTube" name="socialYoutube">
              <Input maxLength={500} placeholder="https://youtube.com/@…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="URL TikTok" name="socialTiktok">
              <Input maxLength={500} placeholder="https://tiktok.com/@…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="Link Konsultasi Gratis"
              name="consultationLink"
              extra={`Untuk penawaran jasa pembuatan aplikasi. ${LINK_HINT}`}
            >
              <Input maxLength={500} placeholder="https://wa.me/62…" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="Teks Copyright Footer"
              name="footerCopyright"
              extra="Kosongkan: © tahun ini, nama aplikasi, “Hak cipta dilindungi.”"
              style={{ marginBottom: 0 }}
            >
              <Input maxLength={300} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Informasi Author">
        <Row gutter={[24, 16]}>
          <Col xs={24} md={14}>
            <Form.Item
              label="Deskripsi Author"
              name="authorDescription"
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 4, maxRows: 10 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Foto Author" style={{ marginBottom: 0 }}>
              <SettingImageUpload
                endpoint="/api/settings/author-image"
                currentUrl={settings.authorImageUrl}
                shape="circle"
                buttonText="Unggah Foto Author"
                uploaded="Foto author berhasil diunggah."
                failed={MSG_AUTHOR_IMAGE_FAILED}
                onSaved={onSaved}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <CounterSection />

      <WarrantySection />

      <Card title="Logo Aplikasi">
        <SettingImageUpload
          endpoint="/api/settings/logo"
          currentUrl={settings.logoUrl}
          buttonText="Unggah Logo"
          uploaded="Logo berhasil diunggah."
          failed={MSG_LOGO_FAILED}
          onSaved={onSaved}
        />
      </Card>

      <div
        style={{
          position: "sticky",
          bottom: 0,
          zIndex: 2,
          display: "flex",
          justifyContent: "flex-end",
          padding: "12px 0",
          background: token.colorBgLayout,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={saving}
        >
          Simpan Semua Perubahan
        </Button>
      </div>
    </Form>
  );
}
