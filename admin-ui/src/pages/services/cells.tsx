import { Flex, Tag, Tooltip, Typography } from "antd";
import { formatDateTime } from "../../lib/format";
import { serviceNumber } from "./service";
import type { ServiceEntry } from "./types";

/** Table cells the intake list and the in-progress list share. */

/** "SVC-12", the intake time, and a tag when the device came back under warranty. */
export function NumberCell({ entry }: { entry: ServiceEntry }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
        {serviceNumber(entry.id)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
        {formatDateTime(entry.date)}
      </Typography.Text>
      {entry.warranty_return_of && (
        <Tooltip title={`Kembali dalam masa garansi ${serviceNumber(entry.warranty_return_of)}`}>
          <Tag color="volcano" style={{ width: "fit-content" }}>
            Garansi
          </Tag>
        </Tooltip>
      )}
      {entry.warranty_repair && (
        <Tooltip title="Unit yang dijual toko ini, diperbaiki dalam garansi toko">
          <Tag color="green" style={{ width: "fit-content" }}>
            Garansi toko
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

export function CustomerCell({ entry }: { entry: ServiceEntry }) {
  return (
    <Flex vertical>
      <Typography.Text>{entry.customer_name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {entry.customer_phone || "-"}
      </Typography.Text>
    </Flex>
  );
}

export function DeviceCell({ entry }: { entry: ServiceEntry }) {
  return (
    <Flex vertical style={{ minWidth: 160, maxWidth: 280 }}>
      <Typography.Text strong>{entry.device_type}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {entry.category} · {entry.damage_type}
      </Typography.Text>
      {entry.imei && (
        <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: "monospace" }}>
          {entry.imei}
        </Typography.Text>
      )}
    </Flex>
  );
}
