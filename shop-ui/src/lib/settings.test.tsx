import { act, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "../components/Toaster";
import { fakeEvents } from "../test/events";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import { applyDocumentHead } from "./documentHead";
import { useDocumentTitle } from "./hooks";
import {
  DEFAULT_SETTINGS,
  EMBEDDED_SETTINGS_ID,
  mergeSettings,
  SETTINGS_STORAGE_KEY,
  SettingsProvider,
  useSettings,
} from "./settings";

let notify: (notice: object) => void;
beforeEach(() => {
  notify = fakeEvents();
});

function resetHead() {
  document.head.innerHTML =
    '<meta name="description" content="Pusat Service HP dan Komputer">' +
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
  document.title = "Konter";
}

beforeEach(resetHead);

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const icons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];

function Home() {
  useDocumentTitle();
  const { heroTitle } = useSettings();
  return <h1>{heroTitle}</h1>;
}

function Page() {
  useDocumentTitle("Berita");
  return null;
}

describe("applyDocumentHead", () => {
  it("sets the description meta tag and makes the logo the only favicon", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      '<link rel="alternate icon" href="/favicon.ico">',
    );
    applyDocumentHead({
      appDescription: "Servis HP Bandung",
      logoUrl: "/files/product-images/public/logo.png?v=2",
    });
    expect(description()).toBe("Servis HP Bandung");
    expect(icons()).toHaveLength(1);
    expect(icons()[0].getAttribute("href")).toBe("/files/product-images/public/logo.png?v=2");
    // A PNG logo must not be announced as SVG.
    expect(icons()[0].hasAttribute("type")).toBe(false);
  });

  it("adds the tags when the page has none", () => {
    document.head.innerHTML = "";
    applyDocumentHead({ appDescription: "Toko", logoUrl: "/logo.png" });
    expect(description()).toBe("Toko");
    expect(icons()[0].getAttribute("href")).toBe("/logo.png");
  });
});

describe("mergeSettings", () => {
  it("takes known string values over the defaults and ignores the rest", () => {
    const merged = mergeSettings({
      appName: "Cell Mart",
      heroTitle: "",
      unknown: "x",
      contactPhone: 12,
    });
    expect(merged.appName).toBe("Cell Mart");
    expect(merged.heroTitle).toBe(DEFAULT_SETTINGS.heroTitle);
    expect(merged.contactPhone).toBe("");
    expect("unknown" in merged).toBe(false);
  });
});

describe("SettingsProvider", () => {
  it("shows the server's settings in the tab title, the description and the favicon, and follows changes live", async () => {
    let settings: Record<string, string> = {
      ...DEFAULT_SETTINGS,
      appName: "Cell Mart",
      appDescription: "Servis HP Bandung",
      heroTitle: "Servis kilat",
      logoUrl: "/files/logo-1.png",
    };
    const fetchMock = mockFetch((url) =>
      url.pathname === "/api/settings" ? jsonResponse(settings) : undefined,
    );
    render(
      <SettingsProvider>
        <Home />
      </SettingsProvider>,
    );
    await screen.findByRole("heading", { name: "Servis kilat" });
    await waitFor(() => expect(document.title).toBe("Cell Mart"));
    await waitFor(() => expect(description()).toBe("Servis HP Bandung"));
    expect(icons()[0].getAttribute("href")).toBe("/files/logo-1.png");

    settings = {
      ...settings,
      appName: "Cell Mart Baru",
      logoUrl: "/files/logo-2.png",
      appDescription: "Baru",
    };
    act(() => notify({ resource: "settings", action: "updated", ids: null }));
    await waitFor(() => expect(document.title).toBe("Cell Mart Baru"));
    await waitFor(() => expect(icons()[0].getAttribute("href")).toBe("/files/logo-2.png"));
    expect(description()).toBe("Baru");

    // Other resources' notices do not reload the settings.
    const before = requestedPaths(fetchMock).length;
    act(() => notify({ resource: "products", action: "updated", ids: [1] }));
    expect(requestedPaths(fetchMock)).toHaveLength(before);
  });

  it('names other pages "Page — appName"', async () => {
    mockFetch((url) =>
      url.pathname === "/api/settings" ? jsonResponse({ appName: "Cell Mart" }) : undefined,
    );
    render(
      <SettingsProvider>
        <Page />
      </SettingsProvider>,
    );
    await waitFor(() => expect(document.title).toBe("Berita — Cell Mart"));
  });

  it("starts from the settings of the last visit, and keeps them when the server cannot answer", async () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ appName: "Toko Kemarin", heroTitle: "Kemarin" }),
    );
    const fetchMock = mockFetch(() =>
      jsonResponse({ title: "Error", status: 500, detail: "rusak" }, 500),
    );
    render(
      <SettingsProvider>
        <Home />
        <Toaster />
      </SettingsProvider>,
    );
    expect(screen.getByRole("heading", { name: "Kemarin" })).toBeTruthy();
    expect(document.title).toBe("Toko Kemarin");
    await waitFor(() => expect(requestedPaths(fetchMock)).toEqual(["/api/settings"]));
    expect(await screen.findByText("Gagal memuat pengaturan: rusak")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Kemarin" })).toBeTruthy();
  });

  it("shows the settings the server wrote into the page at once and asks for them only when they change", async () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = EMBEDDED_SETTINGS_ID;
    block.textContent = JSON.stringify({ appName: "Cell Mart", heroTitle: "Dari halaman" });
    document.body.append(block);
    const fetchMock = mockFetch((url) =>
      url.pathname === "/api/settings" ? jsonResponse({ heroTitle: "Diubah" }) : undefined,
    );
    try {
      render(
        <SettingsProvider>
          <Home />
        </SettingsProvider>,
      );
      expect(screen.getByRole("heading", { name: "Dari halaman" })).toBeTruthy();
      expect(document.title).toBe("Cell Mart");
      expect(requestedPaths(fetchMock)).toEqual([]);

      act(() => notify({ resource: "settings", action: "updated", ids: null }));
      expect(await screen.findByRole("heading", { name: "Diubah" })).toBeTruthy();
    } finally {
      block.remove();
    }
  });

  it("asks the server nothing when given fixed values", () => {
    const fetchMock = mockFetch(() => undefined);
    render(
      <SettingsProvider value={{ heroTitle: "Tetap" }}>
        <Home />
      </SettingsProvider>,
    );
    expect(screen.getByRole("heading", { name: "Tetap" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
