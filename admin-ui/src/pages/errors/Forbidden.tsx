import { useGo, usePermissions } from "@refinedev/core";
import { Button, Result } from "antd";
import type { Role } from "../../interfaces";

/** A Kasir on an Admin-only page, a Teknisi on a page about money. The server refuses the data too. */
export default function ForbiddenPage() {
  const go = useGo();
  const { data: role } = usePermissions<Role | null>({});
  const teknisi = role === "Teknisi";
  return (
    <Result
      status="403"
      title="403"
      subTitle={teknisi ? "Halaman ini bukan untuk Teknisi." : "Halaman ini hanya untuk Admin."}
      extra={
        <Button type="primary" onClick={() => go({ to: "/dashboard" })}>
          {teknisi ? "Kembali ke Servis Saya" : "Kembali ke Dashboard"}
        </Button>
      }
    />
  );
}
