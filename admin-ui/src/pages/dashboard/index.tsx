import { useGetIdentity } from "@refinedev/core";
import { Card, Flex, Typography } from "antd";
import type { Identity } from "../../providers/authProvider";

/** Dashboard home (spec 001 §2). The six summary cards and "Aktivitas Terbaru" come later. */
export default function DashboardPage() {
  const { data: user } = useGetIdentity<Identity>();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Dashboard
      </Typography.Title>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Selamat datang{user?.name ? `, ${user.name}` : ""}!
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Ringkasan pendapatan, transaksi, servis dan pesanan hari ini akan tampil di sini.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
