import type { ThemeConfig } from "antd";

/** Brand tokens shared by light and dark mode. */
export const baseTheme: ThemeConfig = {
  token: {
    colorPrimary: "#1677ff",
    borderRadius: 8,
  },
};
