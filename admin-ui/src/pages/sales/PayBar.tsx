import { useEffect, useRef, type ReactNode } from "react";
import { theme } from "antd";

/**
 * The end of a cashier's payment panel: the amount paid, the total and the process button.
 * It stays on screen whatever the number of lines: the whole panel is sticky on a wide
 * screen, and this bar is pinned to the bottom of a tablet or a phone (cashier.css), where
 * the page keeps its height free below the last line (--cashier-paybar-height).
 */
export function PayBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = bar.current;
    const page = el?.closest<HTMLElement>(".cashier");
    if (!el || !page || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      page.style.setProperty("--cashier-paybar-height", `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={bar}
      className="cashier-paybar"
      data-testid="cashier-paybar"
      style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
    >
      {children}
    </div>
  );
}
