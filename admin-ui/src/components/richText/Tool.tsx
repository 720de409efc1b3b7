import type { ReactNode } from "react";
import { Button, Tooltip } from "antd";

/** One toolbar button of the rich-text editor. */
export function Tool({
  title,
  icon,
  active,
  disabled,
  onClick,
  children,
}: {
  title: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? "primary" : "text"}
        ghost={active}
        icon={icon}
        aria-label={title}
        aria-pressed={active ?? false}
        disabled={disabled}
        onClick={onClick}
        // Keep the editor's selection: the click must not move the focus away first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
