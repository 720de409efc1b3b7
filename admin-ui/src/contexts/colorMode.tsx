import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** Light, dark or system theme, remembered under this key. */
export const THEME_STORAGE_KEY = "vite-ui-theme";

export type ThemeChoice = "light" | "dark" | "system";
export type ColorMode = "light" | "dark";

interface ColorModeContextValue {
  /** What the user picked. */
  theme: ThemeChoice;
  /** What is shown: the system preference resolved. */
  mode: ColorMode;
  setTheme: (theme: ThemeChoice) => void;
}

const ColorModeContext = createContext<ColorModeContextValue>({
  theme: "system",
  mode: "light",
  setTheme: () => undefined,
});

function readStoredTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === "light" || stored === "dark" || stored === "system") return stored;
  } catch {
    // storage disabled: fall through to the default
  }
  return "system";
}

const darkQuery = "(prefers-color-scheme: dark)";

function systemMode(): ColorMode {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches
    ? "dark"
    : "light";
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeChoice>(readStoredTheme);
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(darkQuery);
    const onChange = () => setSystem(query.matches ? "dark" : "light");
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);

  const mode: ColorMode = theme === "system" ? system : theme;

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      theme,
      mode,
      setTheme: (next) => {
        setThemeState(next);
        try {
          window.localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // not remembered, still applied
        }
      },
    }),
    [theme, mode],
  );

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
