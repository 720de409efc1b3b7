import { useEffect, useMemo, useRef } from "react";
import { Avatar, Button, Flex, Typography, theme } from "antd";
import { PictureOutlined, UploadOutlined, UserOutlined } from "@ant-design/icons";
import { imageProblem } from "../lib/images";

/**
 * Picks one image and previews it (the current one until a new file is
 * chosen). Nothing is uploaded here: the form uploads the file when it saves.
 */
export function ImagePicker({
  currentUrl,
  file,
  onChange,
  onInvalid,
  types,
  shape = "square",
  size = 96,
  ratio = 1,
  buttonText = "Pilih Gambar",
  hint,
  disabled,
}: {
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Told why a chosen file was refused (wrong type, too large). */
  onInvalid: (message: string) => void;
  types: readonly string[];
  shape?: "square" | "circle";
  size?: number;
  /** Width ÷ height of the preview (3 for a banner); square by default. */
  ratio?: number;
  buttonText?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const src = preview ?? (currentUrl || undefined);
  return (
    <Flex align="center" gap={16} wrap>
      <Avatar
        shape={shape}
        size={size}
        src={src}
        alt={file ? `Pratinjau ${file.name}` : "Gambar saat ini"}
        icon={shape === "circle" ? <UserOutlined /> : <PictureOutlined />}
        style={{
          flex: "none",
          width: Math.round(size * ratio),
          maxWidth: "100%",
          background: token.colorFillSecondary,
          color: token.colorTextTertiary,
        }}
      />
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap>
          <Button
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            disabled={disabled}
          >
            {buttonText}
          </Button>
          {file && (
            <Button type="text" onClick={() => onChange(null)} disabled={disabled}>
              Batalkan
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          {file ? file.name : hint}
        </Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={types.join(",")}
        hidden
        data-testid="image-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = ""; // choosing the same file again still fires
          if (!chosen) return;
          const problem = imageProblem(chosen, types);
          if (problem) onInvalid(problem);
          else onChange(chosen);
        }}
      />
    </Flex>
  );
}
