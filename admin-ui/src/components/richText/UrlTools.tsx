import { useState, type ReactNode } from "react";
import { Button, Flex, Input, Popover, Typography } from "antd";
import { LinkOutlined, PictureOutlined } from "@ant-design/icons";
import { Tool } from "./Tool";

/** A toolbar button that asks for an address in a small popover. */
function UrlTool({
  title,
  icon,
  active,
  initial,
  placeholder,
  hint,
  applyText,
  removable,
  disabled,
  onApply,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  initial: string;
  placeholder: string;
  hint: string;
  applyText: string;
  removable?: boolean;
  disabled?: boolean;
  onApply: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(initial);
  const apply = (value: string) => {
    onApply(value.trim());
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setUrl(initial);
        setOpen(next && !disabled);
      }}
      trigger="click"
      title={title}
      content={
        <Flex vertical gap={8} style={{ width: 280, maxWidth: "70vw" }}>
          <Input
            autoFocus
            aria-label={`Alamat ${title.toLowerCase()}`}
            value={url}
            placeholder={placeholder}
            onChange={(event) => setUrl(event.target.value)}
            onPressEnter={() => apply(url)}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
          <Flex gap={8} justify="flex-end">
            {removable && initial && (
              <Button size="small" danger onClick={() => apply("")}>
                Hapus Tautan
              </Button>
            )}
            <Button size="small" type="primary" disabled={!url.trim()} onClick={() => apply(url)}>
              {applyText}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <span>
        <Tool title={title} icon={icon} active={active} disabled={disabled} />
      </span>
    </Popover>
  );
}

export function LinkTool({
  current,
  disabled,
  onApply,
}: {
  current: string;
  disabled?: boolean;
  onApply: (href: string) => void;
}) {
  return (
    <UrlTool
      title="Tautan"
      icon={<LinkOutlined />}
      active={current !== ""}
      initial={current}
      placeholder="https://… atau /products"
      hint="Pilih teksnya dulu, lalu isi alamatnya."
      applyText="Terapkan"
      removable
      disabled={disabled}
      onApply={onApply}
    />
  );
}

export function ImageTool({
  disabled,
  onApply,
}: {
  disabled?: boolean;
  onApply: (src: string) => void;
}) {
  return (
    <UrlTool
      title="Gambar"
      icon={<PictureOutlined />}
      initial=""
      placeholder="https://… atau /files/…"
      hint="Alamat gambar yang sudah ada di internet atau di toko ini."
      applyText="Sisipkan"
      disabled={disabled}
      onApply={(src) => src && onApply(src)}
    />
  );
}
