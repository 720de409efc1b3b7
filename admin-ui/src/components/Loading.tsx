import { Flex, Spin, Typography } from "antd";

/** Shown by the route guard while the session is being checked. */
export function SessionLoading() {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: "100vh" }}>
      <Spin />
      <Typography.Text type="secondary">Memuat sesi...</Typography.Text>
    </Flex>
  );
}

/** Shown while a page's code is being loaded. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin />
    </Flex>
  );
}
