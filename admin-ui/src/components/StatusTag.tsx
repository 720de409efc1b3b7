import { Tag } from "antd";

/** 'Cicilan' / 'Lunas' / 'Diretur' for a sale, the service status for a repair (dashboard, reports). */
const COLOURS: Record<string, string> = {
  Lunas: "success",
  Cicilan: "warning",
  Pending: "default",
  Proses: "processing",
  Selesai: "success",
  "Sudah Diambil": "cyan",
  "Gagal/Cancel": "error",
  Batal: "error",
  Diretur: "magenta",
};

export function StatusTag({ status }: { status: string }) {
  return <Tag color={COLOURS[status] ?? "default"}>{status}</Tag>;
}
