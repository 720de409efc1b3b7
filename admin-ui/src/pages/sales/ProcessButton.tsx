import type { ReactNode } from "react";
import { Button } from "antd";
import { Kbd } from "./Kbd";
import { NewTransactionButton } from "./NewTransactionButton";
import { SHORTCUT_KEYS } from "./shortcuts";

/** A cashier's main button: process the transaction (F9), or once it is saved, start a new one (F10). */
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
    <NewTransactionButton size="large" block onClick={onNew} />
  ) : (
    <Button
      type="primary"
      size="large"
      block
      icon={icon}
      loading={processing}
      disabled={disabled}
      onClick={onProcess}
      aria-keyshortcuts={SHORTCUT_KEYS.process}
    >
      {children} <Kbd>{SHORTCUT_KEYS.process}</Kbd>
    </Button>
  );
}
