import type { ReactNode } from "react";
import { Button, Flex, Tooltip } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";

interface ActionProps {
  /** What the row is called, for screen readers: "Hapus Tempered Glass". */
  subject: string;
  onClick: () => void;
}

/** A list row's icon button: the tooltip names the action, the label names the row too. */
export function RowAction({
  title,
  icon,
  danger,
  subject,
  onClick,
}: ActionProps & { title: string; icon: ReactNode; danger?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        danger={danger}
        icon={icon}
        aria-label={`${title} ${subject}`}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function EditAction(props: ActionProps) {
  return <RowAction title="Edit" icon={<EditOutlined />} {...props} />;
}

export function DeleteAction(props: ActionProps) {
  return <RowAction title="Hapus" icon={<DeleteOutlined />} danger {...props} />;
}

/** A row's actions, side by side at its right end. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap={4} justify="flex-end">
      {children}
    </Flex>
  );
}
