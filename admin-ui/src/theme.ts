import { theme, type ThemeConfig } from "antd";

/**
 * The back-office's antd theme in light and dark mode. antd's default text, link, status and
 * menu colours (and the status tags') fall below WCAG AA (4.5:1) on this app's backgrounds — secondary text 3.4:1, the
 * primary blue under white text 4.1:1, the selected menu item in dark mode 2.5:1, a processing tag
 * in dark mode 4.3:1 — so these
 * tokens are set to the nearest shades that pass, checked by axe-core in the browser tests.
 */
export function themeFor(mode: "light" | "dark"): ThemeConfig {
  const dark = mode === "dark";
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      borderRadius: 8,
      ...(dark ? darkColours : lightColours),
    },
    components: {
      Menu: dark
        ? { itemSelectedColor: "#8dc5ff", subMenuItemSelectedColor: "#8dc5ff" }
        : { itemSelectedColor: "#0958d9", subMenuItemSelectedColor: "#0958d9" },
      // A solid danger button in dark mode is light red: white text on it is 2.4:1, dark text 7:1.
      ...(dark ? { Button: { dangerColor: "rgba(0, 0, 0, 0.88)" } } : {}),
    },
  };
}

const lightColours = {
  colorPrimary: "#0958d9",
  // A default or dashed button under the pointer writes its text in colorPrimaryHover: antd's
  // lighter blue is 3.3:1 on white, so hover darkens instead.
  colorPrimaryHover: "#003eb3",
  colorPrimaryActive: "#002c8c",
  colorInfo: "#0958d9",
  colorSuccess: "#237804",
  // The palette antd derives from that dark green gives success tags (Lunas) a sage background
  // on which their text is under 4.5:1; antd's own light green keeps it 6:1.
  colorSuccessBg: "#f6ffed",
  colorSuccessBorder: "#b7eb8f",
  colorWarning: "#874d00",
  colorWarningBg: "#fffbe6",
  colorWarningBorder: "#ffe58f",
  colorError: "#cf1322",
  colorLink: "#0958d9",
  colorTextSecondary: "rgba(0, 0, 0, 0.68)",
  colorTextTertiary: "rgba(0, 0, 0, 0.62)",
  colorTextDescription: "rgba(0, 0, 0, 0.62)",
  colorTextQuaternary: "rgba(0, 0, 0, 0.56)",
  colorSuccessText: "#237804",
  colorWarningText: "#ad4e00",
  colorErrorText: "#cf1322",
};

const darkColours = {
  colorPrimary: "#1677ff",
  // The "processing" tags (Proses, Sedang dihitung) write colorInfo on a dark blue: 4.3:1 in the
  // primary blue, 7.7:1 in this one.
  colorInfo: "#69b1ff",
  colorError: "#ff7875",
  colorLink: "#69b1ff",
  colorTextSecondary: "rgba(255, 255, 255, 0.7)",
  colorTextTertiary: "rgba(255, 255, 255, 0.6)",
  colorTextDescription: "rgba(255, 255, 255, 0.6)",
  colorTextQuaternary: "rgba(255, 255, 255, 0.5)",
  colorSuccessText: "#73d13d",
  colorWarningText: "#ffc53d",
  colorErrorText: "#ff7875",
};
