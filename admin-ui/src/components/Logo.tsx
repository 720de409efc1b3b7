import { MobileOutlined } from "@ant-design/icons";
import { theme } from "antd";

export const APP_NAME = "Konter";

/** The square brand mark (a phone) used in the sider, header and login. */
export function LogoMark({ size = 28 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        flex: "none",
        borderRadius: Math.round(size / 4),
        background: token.colorPrimary,
        color: "#fff",
        fontSize: Math.round(size * 0.6),
      }}
    >
      <MobileOutlined />
    </span>
  );
}
