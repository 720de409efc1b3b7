import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeSwitch } from "../components/ThemeSwitch";
import { ThemeProvider, THEME_STORAGE_KEY } from "./theme";

const renderSwitch = () =>
  render(
    <ThemeProvider>
      <ThemeSwitch variant="segmented" />
    </ThemeProvider>,
  );

describe("theme", () => {
  it("follows the system by default", () => {
    renderSwitch();
    expect(screen.getByRole("button", { name: "Sistem" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("remembers the visitor's choice under 'vite-ui-theme' and applies it to the page", () => {
    renderSwitch();
    fireEvent.click(screen.getByRole("button", { name: "Gelap" }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");

    fireEvent.click(screen.getByRole("button", { name: "Terang" }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("restores the stored choice on the next visit", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    renderSwitch();
    expect(screen.getByRole("button", { name: "Gelap" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("ignores a stored value it does not know", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "purple");
    renderSwitch();
    expect(screen.getByRole("button", { name: "Sistem" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });
});
