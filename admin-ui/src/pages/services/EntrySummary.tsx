import { Descriptions } from "antd";
import { StatusTag } from "./StatusTag";
import type { ServiceEntry } from "./types";

/** The repair being billed: who, which device, what is wrong, where it stands. */
export function EntrySummary({ entry }: { entry: ServiceEntry }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
      items={[
        { key: "customer", label: "Pelanggan", children: entry.customer_name },
        { key: "phone", label: "No. HP", children: entry.customer_phone || "-" },
        { key: "device", label: "Perangkat", children: `${entry.device_type} (${entry.category})` },
        { key: "damage", label: "Kerusakan", children: entry.damage_type },
        { key: "status", label: "Status", children: <StatusTag status={entry.status} /> },
        { key: "description", label: "Deskripsi", children: entry.description, span: "filled" },
      ]}
    />
  );
}
