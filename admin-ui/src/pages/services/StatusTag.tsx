import { Tag } from "antd";
import { STATUS_COLOURS } from "./service";

/** A service status as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  return (
    <Tag
      color={STATUS_COLOURS[status] ?? "default"}
      style={{ marginInlineEnd: 0 }}
      data-testid="service-status"
    >
      {status}
    </Tag>
  );
}
