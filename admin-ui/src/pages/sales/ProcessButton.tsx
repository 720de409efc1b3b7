import type { ReactNode } from "react";
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";

/** A cashier's main button: process the transaction, or once it is saved, start a new one. */
export function ProcessButton({
  saved,
  onNew,
  onProcess,
  processing,
  disabled,
  icon,
  children,
}: {
  saved: boolean;
  onNew: () => void;
  onProcess: () => void;
  processing: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return saved ? (
    <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={onNew}>
      Transaksi Baru
    </Button>
  ) : (
    <Button
      type="primary"
      size="large"
      block
      icon={icon}
      loading={processing}
      disabled={disabled}
      onClick={onProcess}
    >
      {children}
    </Button>
  );
}
