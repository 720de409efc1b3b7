import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button, Form, Upload } from "antd";
import { CameraOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { fileForm } from "../../lib/images";
import type { Settings } from "./types";

export const MSG_QRIS_READ = "QRIS berhasil dibaca dari foto dan disimpan.";
export const MSG_QRIS_READ_FAILED = "Gagal membaca QRIS";

/**
 * "Baca dari Foto": a photo of the shop's QRIS sticker (PNG or JPEG) sent to the server, which
 * reads the QR code, checks it like a pasted QRIS and saves it; the field then shows its text.
 */
export function QrisPhotoUpload() {
  const form = Form.useFormInstance();
  const { open: notify } = useNotification();
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    try {
      const settings = await apiFetch<Settings>("/api/settings/qris-photo", {
        method: "POST",
        body: fileForm(file),
      });
      form.setFields([{ name: "qrisStatic", value: settings.qrisStatic ?? "", errors: [] }]);
      notify?.({ type: "success", message: MSG_QRIS_READ });
    } catch (error) {
      notify?.({ type: "error", message: failureText(MSG_QRIS_READ_FAILED, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept="image/png,image/jpeg"
      showUploadList={false}
      beforeUpload={(file) => {
        void read(file);
        return false;
      }}
    >
      <Button icon={<CameraOutlined />} loading={busy}>
        Baca dari Foto
      </Button>
    </Upload>
  );
}
