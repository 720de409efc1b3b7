import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button, Flex } from "antd";
import { CloudUploadOutlined } from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { fileForm, SETTING_IMAGE_TYPES } from "../../lib/images";
import { ImagePicker } from "../../components/ImagePicker";
import type { Settings } from "./types";

/**
 * The logo or the author photo: PNG or JPEG
 * with a preview, sent by its own button, which waits for a chosen file and
 * is disabled while the upload runs.
 */
export function SettingImageUpload({
  endpoint,
  currentUrl,
  buttonText,
  uploaded,
  failed,
  shape,
  onSaved,
}: {
  endpoint: string;
  currentUrl?: string;
  buttonText: string;
  /** The success toast. */
  uploaded: string;
  /** The failure toast's lead ("Gagal mengunggah logo"). */
  failed: string;
  shape?: "square" | "circle";
  onSaved: (settings: Settings) => void;
}) {
  const { open: notify } = useNotification();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const settings = await apiFetch<Settings>(endpoint, { method: "POST", body: fileForm(file) });
      setFile(null);
      onSaved(settings);
      notify?.({ type: "success", message: uploaded });
    } catch (error) {
      notify?.({ type: "error", message: failureText(failed, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12} align="start">
      <ImagePicker
        shape={shape}
        size={96}
        currentUrl={currentUrl}
        file={file}
        onChange={setFile}
        onInvalid={(message) => notify?.({ type: "error", message: `${failed}: ${message}` })}
        types={SETTING_IMAGE_TYPES}
        hint="PNG atau JPEG, maksimal 5 MB."
        disabled={busy}
      />
      <Button
        icon={<CloudUploadOutlined />}
        disabled={!file || busy}
        loading={busy}
        onClick={upload}
      >
        {buttonText}
      </Button>
    </Flex>
  );
}
