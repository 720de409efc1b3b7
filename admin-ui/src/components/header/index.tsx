import {
  BarsOutlined,
  DesktopOutlined,
  DownOutlined,
  LogoutOutlined,
  MoonOutlined,
  SettingOutlined,
  SunOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { useGetIdentity, useGo, useLogout } from "@refinedev/core";
import { useThemedLayoutContext, type RefineThemedLayoutHeaderProps } from "@refinedev/antd";
import {
  Avatar,
  Button,
  Dropdown,
  Flex,
  Grid,
  Layout,
  Segmented,
  Space,
  Typography,
  theme,
} from "antd";
import type { MenuProps } from "antd";
import { useColorMode, type ThemeChoice } from "../../contexts/colorMode";
import type { Identity } from "../../providers/authProvider";
import { Title } from "../title";
import { RemindersBell } from "./RemindersBell";
import { OutletSwitch } from "../outlets/OutletSwitch";

const themeOptions: { value: ThemeChoice; icon: React.ReactNode; title: string }[] = [
  { value: "light", icon: <SunOutlined />, title: "Terang" },
  { value: "dark", icon: <MoonOutlined />, title: "Gelap" },
  { value: "system", icon: <DesktopOutlined />, title: "Sistem" },
];

export function Header({ sticky = true }: RefineThemedLayoutHeaderProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const { data: user } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const go = useGo();
  const { theme: themeChoice, setTheme } = useColorMode();
  const { setMobileSiderOpen } = useThemedLayoutContext();
  // Below lg the sider is a drawer and its title is hidden: name the app here.
  const siderHidden = screens.lg === false;

  const menu: MenuProps["items"] = [
    {
      key: "profile",
      icon: <UserOutlined />,
      label: "Profile",
      onClick: () => go({ to: "/profile" }),
    },
    ...(user?.role === "Admin"
      ? [
          {
            key: "settings",
            icon: <SettingOutlined />,
            label: "Manajemen Aplikasi",
            onClick: () => go({ to: "/dashboard/settings" }),
          },
        ]
      : []),
    { type: "divider" },
    {
      key: "logout",
      icon: <LogoutOutlined />,
      label: "Log out",
      danger: true,
      onClick: () => logout(),
    },
  ];

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: siderHidden ? "0 12px 0 16px" : "0 24px",
        height: 64,
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 12,
        ...(sticky ? { position: "sticky", top: 0, zIndex: 10 } : {}),
      }}
    >
      <Flex align="center" gap={10} style={{ minWidth: 0 }}>
        {siderHidden && (
          <>
            <Button
              type="text"
              aria-label="Buka menu"
              icon={<BarsOutlined />}
              onClick={() => setMobileSiderOpen(true)}
            />
            <Title collapsed={false} />
          </>
        )}
      </Flex>
      <Space
        size={screens.sm === false ? 8 : 16}
        align="center"
        style={{ marginInlineStart: "auto" }}
      >
        <Segmented<ThemeChoice>
          size="small"
          aria-label="Tema"
          value={themeChoice}
          onChange={setTheme}
          options={themeOptions.map((o) => ({
            value: o.value,
            icon: o.icon,
            title: o.title,
          }))}
        />
        {user && <OutletSwitch />}
        {user && <RemindersBell />}
        {user && (
          <Dropdown menu={{ items: menu }} trigger={["click"]} placement="bottomRight">
            <button
              type="button"
              style={{
                color: "inherit",
                display: "flex",
                alignItems: "center",
                gap: 8,
                background: "none",
                border: 0,
                padding: 0,
                font: "inherit",
                cursor: "pointer",
              }}
            >
              <span className="visually-hidden">Menu pengguna</span>{" "}
              <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} />
              {screens.sm !== false && (
                <Flex vertical style={{ lineHeight: 1.2 }}>
                  <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
                    {user.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {user.role}
                  </Typography.Text>
                </Flex>
              )}
              <DownOutlined style={{ fontSize: 10, color: token.colorTextSecondary }} />
            </button>
          </Dropdown>
        )}
      </Space>
    </Layout.Header>
  );
}
