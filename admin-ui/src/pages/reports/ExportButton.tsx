import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Button } from "antd";
import { FileExcelOutlined } from "@ant-design/icons";
import { failureText } from "../../lib/notify";
import { downloadReport } from "./download";

/** "Unduh Excel": the report's workbook, built on the server for the same period and outlet. */
export function ExportButton({
  kind,
  from,
  to,
  outlet,
}: {
  kind: "today" | "sales" | "service";
  from?: string;
  to?: string;
  outlet?: number;
}) {
  const { open: notify } = useNotification();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadReport(kind, { from, to, outlet_id: outlet?.toString() });
      notify?.({ type: "success", message: `Laporan ${name} berhasil diunduh.` });
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal mengunduh laporan", error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={download}>
      Unduh Excel
    </Button>
  );
}
