import { Button, type ButtonProps } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { Kbd } from "./Kbd";
import { SHORTCUT_KEYS } from "./shortcuts";

/** "Transaksi Baru" (F10): starts the next transaction once one is saved. */
export function NewTransactionButton({
  onClick,
  ...rest
}: { onClick: () => void } & Pick<ButtonProps, "size" | "block">) {
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={onClick}
      aria-keyshortcuts={SHORTCUT_KEYS.newTransaction}
      {...rest}
    >
      Transaksi Baru <Kbd>{SHORTCUT_KEYS.newTransaction}</Kbd>
    </Button>
  );
}
