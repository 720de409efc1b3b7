import { useState } from "react";
import { useLink, type TitleProps } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { LogoMark } from "../Logo";
import { useShopInfo } from "../receipt/shop";

/**
 * Sider and header title: the shop's logo, name and description from
 * its settings; the logo links to /dashboard, not to the shop at "/".
 */
export function Title({ collapsed }: TitleProps) {
  const Link = useLink();
  const { shop } = useShopInfo();
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const logo =
    shop.logoUrl && shop.logoUrl !== brokenLogo ? (
      <img
        src={shop.logoUrl}
        alt=""
        onError={() => setBrokenLogo(shop.logoUrl)}
        style={{ width: 28, height: 28, objectFit: "contain", flex: "none" }}
      />
    ) : (
      <LogoMark />
    );
  return (
    <Link
      to="/dashboard"
      style={{ textDecoration: "none", minWidth: 0 }}
      // Collapsed, the mark alone needs a name; open, the link reads its own words.
      aria-label={collapsed ? shop.name : undefined}
    >
      <Flex align="center" gap={10} style={{ minWidth: 0 }}>
        {logo}
        {!collapsed && (
          <Flex vertical style={{ minWidth: 0, lineHeight: 1.2 }}>
            <Typography.Text strong ellipsis style={{ fontSize: 18 }}>
              {shop.name}
            </Typography.Text>
            {shop.description && (
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                {shop.description}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
    </Link>
  );
}
