import type { ReactNode } from "react";
import { StyleProvider } from "@ant-design/cssinjs";
import { ConfigProvider } from "antd";

/**
 * antd as the tests need it. Its CSS-in-JS stays out of jsdom (mock="server"): every <style> it
 * would inject makes each later getComputedStyle, which every role query calls, slower; that was
 * a third of the suite's time. No motion: a dialog opens and closes at once instead of after its
 * animation's timeout.
 */
export function TestAntd({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}
