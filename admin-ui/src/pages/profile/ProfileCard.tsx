import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button, Card, Form, Input, Tag } from "antd";
import type { Profile } from "../../interfaces";
import type { Identity } from "../../providers/authProvider";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { AVATAR_TYPES, fileForm } from "../../lib/images";
import { ImagePicker } from "../../components/ImagePicker";
import { useRefreshIdentity } from "./useRefreshIdentity";
import { MSG_FULL_NAME_REQUIRED } from "@konter/ui-kit";

interface Values {
  full_name: string;
}

/**
 * Profile: role and e-mail read-only, full name and avatar
 * editable. A chosen photo is uploaded first; if that fails nothing else is
 * saved ("Gagal mengunggah foto: …").
 */
export function ProfileCard({ user }: { user: Identity }) {
  const { open } = useNotification();
  const refreshIdentity = useRefreshIdentity();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async ({ full_name }: Values) => {
    setSaving(true);
    try {
      if (file) {
        try {
          const withAvatar = await apiFetch<Profile>("/api/me/avatar", {
            method: "POST",
            body: fileForm(file),
          });
          await refreshIdentity({ avatar_url: withAvatar.avatar_url });
          setFile(null);
        } catch (error) {
          open?.({ type: "error", message: failureText("Gagal mengunggah foto", error) });
          return;
        }
      }
      try {
        const saved = await apiFetch<Profile>("/api/me/profile", {
          method: "PUT",
          json: { full_name: full_name.trim() },
        });
        await refreshIdentity({ full_name: saved.full_name, avatar_url: saved.avatar_url });
        form.setFieldsValue({ full_name: saved.full_name });
        open?.({ type: "success", message: "Profil berhasil diperbarui!" });
      } catch (error) {
        open?.({ type: "error", message: failureText("Gagal memperbarui profil", error) });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Informasi Profil">
      <Form<Values>
        form={form}
        name="profile"
        layout="vertical"
        initialValues={{ full_name: user.full_name }}
        onFinish={save}
        requiredMark={false}
      >
        <Form.Item label="Foto Profil">
          <ImagePicker
            shape="circle"
            size={88}
            currentUrl={user.avatar_url}
            file={file}
            onChange={setFile}
            onInvalid={(message) =>
              open?.({ type: "error", message: `Gagal mengunggah foto: ${message}` })
            }
            types={AVATAR_TYPES}
            buttonText="Ganti Foto"
            hint="PNG, JPEG, WebP atau GIF, maksimal 5 MB."
            disabled={saving}
          />
        </Form.Item>
        <Form.Item label="Role">
          <Tag
            color={user.role === "Admin" ? "gold" : "blue"}
            style={{ fontSize: 14, padding: "2px 10px" }}
          >
            {user.role}
          </Tag>
        </Form.Item>
        <Form.Item label="Email">
          <Input value={user.email} readOnly disabled />
        </Form.Item>
        <Form.Item
          label="Nama Lengkap"
          name="full_name"
          rules={[{ required: true, whitespace: true, message: MSG_FULL_NAME_REQUIRED }]}
        >
          <Input maxLength={120} autoComplete="name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Simpan Perubahan
        </Button>
      </Form>
    </Card>
  );
}
