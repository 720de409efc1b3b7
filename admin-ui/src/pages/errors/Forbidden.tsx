import { useGo } from "@refinedev/core";
import { Button, Result } from "antd";

/** A Kasir on an Admin-only page. The server refuses the data too. */
export default function ForbiddenPage() {
  const go = useGo();
  return (
    <Result
      status="403"
      title="403"
      subTitle="Halaman ini hanya untuk Admin."
      extra={
        <Button type="primary" onClick={() => go({ to: "/dashboard" })}>
          Kembali ke Dashboard
        </Button>
      }
    />
  );
}
