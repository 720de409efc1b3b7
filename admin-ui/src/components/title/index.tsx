import { useLink, type TitleProps } from "@refinedev/core";
import { Space, Typography } from "antd";
import { APP_NAME, LogoMark } from "../Logo";

/** Sider title: the logo links to /dashboard (spec 001 §2), not to the shop at "/". */
export function Title({ collapsed }: TitleProps) {
  const Link = useLink();
  return (
    <Link to="/dashboard" style={{ textDecoration: "none" }}>
      <Space align="center" size={10}>
        <LogoMark />
        {!collapsed && (
          <Typography.Text strong style={{ fontSize: 18 }}>
            {APP_NAME}
          </Typography.Text>
        )}
      </Space>
    </Link>
  );
}
