import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTheme, type Theme } from "../lib/theme";
import { MonitorIcon, MoonIcon, SunIcon } from "./Icons";
import styles from "./ThemeSwitch.module.css";

const OPTIONS: ReadonlyArray<{
  value: Theme;
  label: string;
  Icon: ComponentType<{ size?: number }>;
}> = [
  { value: "light", label: "Terang", Icon: SunIcon },
  { value: "dark", label: "Gelap", Icon: MoonIcon },
  { value: "system", label: "Sistem", Icon: MonitorIcon },
];

const LABEL = "Tema tampilan";

/** Light / dark / system. `menu` is a compact button for the header; `segmented` suits the drawer. */
export function ThemeSwitch({ variant = "menu" }: { variant?: "menu" | "segmented" }) {
  return variant === "menu" ? <ThemeMenu /> : <ThemeSegmented />;
}

function ThemeSegmented() {
  const { theme, setTheme } = useTheme();
  return (
    <div className={styles.segmented} role="group" aria-label={LABEL}>
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className={styles.segment}
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
        >
          <Icon size={16} />
          {label}
        </button>
      ))}
    </div>
  );
}

function ThemeMenu() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const CurrentIcon = resolvedTheme === "dark" ? MoonIcon : SunIcon;
  const current = OPTIONS.find((option) => option.value === theme);

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${LABEL}: ${current?.label ?? ""}`}
        title={LABEL}
        onClick={() => setOpen((value) => !value)}
      >
        <CurrentIcon size={20} />
      </button>
      {open && (
        <div className={styles.menu} role="menu" aria-label={LABEL}>
          {OPTIONS.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={theme === value}
              className={styles.item}
              onClick={() => {
                setTheme(value);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <Icon size={16} />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
