import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { getSettings } from "../api/content";
import { applyDocumentHead } from "./documentHead";
import { useChangeNotice } from "./realtime";
import { toast } from "./toast";
import { RESOURCE, type ApiResponse } from "@konter/ui-kit";

/**
 * Application settings (app_settings), as GET /api/settings answers them. The server writes
 * them into the page; without them there, the storefront shows the last values it saw (kept in
 * localStorage) or these defaults until the server answers. It reads them again whenever the
 * back-office changes them (realtime notice `settings`).
 */
export type ShopSettings = Required<
  Pick<
    ApiResponse<"get-settings">,
    | "appName"
    | "appDescription"
    | "logoUrl"
    | "heroTitle"
    | "heroSubtitle"
    | "aboutUsContent"
    | "consultationLink"
    | "authorImageUrl"
    | "authorDescription"
    | "contactAddress"
    | "contactEmail"
    | "contactPhone"
    | "socialInstagram"
    | "socialFacebook"
    | "socialYoutube"
    | "socialTiktok"
    | "footerCopyright"
    /** IANA zone of the shop's clock; '' means Asia/Jakarta. */
    | "timezone"
  >
>;

export const DEFAULT_SETTINGS: ShopSettings = {
  appName: "Konter",
  appDescription: "Pusat Service HP dan Komputer",
  logoUrl: "/logo.png",
  heroTitle: "Servis HP & Komputer Terpercaya",
  heroSubtitle:
    "Perbaikan smartphone, komputer, laptop, dan printer oleh teknisi berpengalaman. Suku cadang berkualitas, harga jujur, dan status servis bisa dilacak kapan saja.",
  aboutUsContent:
    "Kami adalah konter servis dan penjualan HP, komputer, serta aksesorisnya. Setiap perangkat ditangani dengan teliti, dengan biaya yang dijelaskan di awal sebelum pengerjaan.",
  consultationLink: "",
  authorImageUrl: "",
  authorDescription: "",
  contactAddress: "",
  contactEmail: "",
  contactPhone: "",
  socialInstagram: "",
  socialFacebook: "",
  socialYoutube: "",
  socialTiktok: "",
  footerCopyright: "",
  timezone: "",
};

export const SETTINGS_STORAGE_KEY = "konter-settings";

/**
 * The server's answer over the defaults: known keys with string values only. A key the server
 * sends empty falls back to its default where the default is not empty (e.g. appName).
 */
export function mergeSettings(values: unknown): ShopSettings {
  const out: ShopSettings = { ...DEFAULT_SETTINGS };
  if (typeof values !== "object" || values === null) return out;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof ShopSettings)[]) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof value === "string") out[key] = value.trim() === "" ? DEFAULT_SETTINGS[key] : value;
  }
  return out;
}

function readCached(): ShopSettings {
  try {
    const text = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    return text ? mergeSettings(JSON.parse(text)) : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function writeCached(settings: ShopSettings) {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // private mode or storage full: the next visit starts from the defaults
  }
}

/** The element in which the server writes the settings into the page (spa_meta.go). */
export const EMBEDDED_SETTINGS_ID = "konter-settings";

/**
 * The settings the server wrote into the page, null when it wrote none (the page then asks):
 * the first render shows the shop's own texts, not the defaults, and renders once.
 */
function readEmbedded(): ShopSettings | null {
  const text = document.getElementById(EMBEDDED_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    return mergeSettings(JSON.parse(text));
  } catch {
    return null;
  }
}

const SettingsContext = createContext<ShopSettings>(DEFAULT_SETTINGS);

/**
 * Provides the settings. With `value` (tests, previews) it shows those over the defaults and asks
 * the server nothing; without, it loads them from the server and keeps them current.
 */
export function SettingsProvider({
  value,
  children,
}: {
  value?: Partial<ShopSettings>;
  children: ReactNode;
}) {
  if (value)
    return (
      <SettingsContext.Provider value={{ ...DEFAULT_SETTINGS, ...value }}>
        {children}
      </SettingsContext.Provider>
    );
  return <LiveSettings>{children}</LiveSettings>;
}

export const settingsFailed = (reason: string) => `Gagal memuat pengaturan: ${reason}`;

function LiveSettings({ children }: { children: ReactNode }) {
  const [embedded] = useState(readEmbedded);
  const [settings, setSettings] = useState<ShopSettings>(() => embedded ?? readCached());
  const latest = useRef(0);

  const load = useCallback(() => {
    // Only the newest request may set the settings (two quick changes, two answers out of order).
    const attempt = ++latest.current;
    getSettings().then(
      (values) => {
        if (attempt !== latest.current) return;
        const merged = mergeSettings(values);
        setSettings((current) => (sameSettings(current, merged) ? current : merged));
        writeCached(merged);
      },
      (err: unknown) => {
        // The shop stays usable with the last known settings (or the defaults), and says so.
        if (attempt !== latest.current) return;
        toast.error(settingsFailed(err instanceof Error ? err.message : String(err)));
      },
    );
  }, []);

  useEffect(() => {
    if (embedded) writeCached(embedded);
    else load();
  }, [embedded, load]);
  useChangeNotice(RESOURCE.settings, load);
  useDocumentHead(settings);

  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

function sameSettings(a: ShopSettings, b: ShopSettings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof ShopSettings)[]).every(
    (key) => a[key] === b[key],
  );
}

/** Keeps the description meta tag and the favicon in step with the settings. */
export function useDocumentHead({
  appDescription,
  logoUrl,
}: Pick<ShopSettings, "appDescription" | "logoUrl">): void {
  useEffect(() => applyDocumentHead({ appDescription, logoUrl }), [appDescription, logoUrl]);
}

export function useSettings(): ShopSettings {
  return useContext(SettingsContext);
}
