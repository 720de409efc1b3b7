import { useGo } from "@refinedev/core";
import { Button, Result } from "antd";

export default function NotFoundPage() {
  const go = useGo();
  return (
    <Result
      status="404"
      title="404"
      subTitle="Halaman tidak ditemukan."
      extra={
        <Button type="primary" onClick={() => go({ to: "/dashboard" })}>
          Kembali ke Dashboard
        </Button>
      }
    />
  );
}
