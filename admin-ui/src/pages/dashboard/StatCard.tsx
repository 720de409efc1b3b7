import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, Flex, Skeleton, Typography, theme } from "antd";
import { RightOutlined } from "@ant-design/icons";

/**
 * One of the dashboard's six cards, with a note under its value when it has one; the whole card
 * is the link when it has one.
 */
export function StatCard({
  title,
  value,
  icon,
  to,
  loading,
  note,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  to?: string;
  loading: boolean;
  note?: ReactNode;
}) {
  const { token } = theme.useToken();
  const card = (
    <Card
      hoverable={!!to}
      size="small"
      style={{ height: "100%" }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex align="center" gap={16}>
        <Flex
          align="center"
          justify="center"
          style={{
            flex: "none",
            width: 44,
            height: 44,
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
            fontSize: 22,
          }}
        >
          {icon}
        </Flex>
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          {loading ? (
            <Skeleton.Input active size="small" style={{ marginTop: 6 }} />
          ) : (
            <Typography.Text
              strong
              style={{ fontSize: 22, lineHeight: 1.35, whiteSpace: "nowrap" }}
            >
              {value}
            </Typography.Text>
          )}
          {note && !loading && <Typography.Text type="secondary">{note}</Typography.Text>}
        </Flex>
        {to && <RightOutlined style={{ color: token.colorTextTertiary }} />}
      </Flex>
    </Card>
  );
  if (!to) return card;
  return (
    <Link to={to} style={{ display: "block", height: "100%" }}>
      {card}
    </Link>
  );
}
