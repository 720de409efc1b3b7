import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";

beforeEach(() => resetSessionCache());
warmUp(() => import("../../pages/profile"));

describe("back-office title", () => {
  it("shows the shop's logo, name and description from its settings, linking to /dashboard", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/settings": () =>
        json({
          appName: "Cahaya Ponsel",
          appDescription: "Servis HP & Laptop Bekasi",
          logoUrl: "/uploads/settings/logo.png",
        }),
    });
    renderAt("/profile");
    const link = await screen.findByRole("link", { name: /^Cahaya Ponsel/ });
    expect(link.getAttribute("href")).toBe("/dashboard");
    expect(link.textContent).toContain("Servis HP & Laptop Bekasi");
    expect(link.querySelector("img")?.getAttribute("src")).toBe("/uploads/settings/logo.png");
  });

  it("stands in with the app's name and mark when the settings cannot be read", async () => {
    mockFetch({ "GET /api/auth/me": () => json(session("Kasir")) });
    renderAt("/profile");
    const link = await screen.findByRole("link", { name: "Konter" });
    expect(link.querySelector("img")).toBeNull();
  });
});
