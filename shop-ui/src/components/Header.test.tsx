import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "../lib/access";
import { ThemeProvider } from "../lib/theme";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, mockFetch } from "../test/http";
import { Header } from "./Header";

function renderHeader(role: Role | null) {
  mockFetch((url, init) => {
    if (url.pathname === "/api/products/categories") return jsonResponse({ items: [], total: 0 });
    if (url.pathname === "/api/auth/me")
      return role ? jsonResponse(makeAccount(role)) : notSignedIn();
    if (url.pathname === "/api/auth/logout" && init?.method === "POST")
      return new Response(null, { status: 204 });
  });
  renderApp(
    "/products",
    <Route
      path=":page"
      element={
        <ThemeProvider>
          <Header />
        </ThemeProvider>
      }
    />,
  );
}

const banner = () => screen.getByRole("banner");

async function openMenu(email: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Menu akun ${email}` }));
  // The menu renders after the click's state update; on a busy machine that is not at once.
  return waitFor(() => {
    const menu = document.getElementById("user-menu");
    if (!menu) throw new Error("the account menu did not open");
    return menu;
  });
}

describe("Header user menu", () => {
  it("offers 'Masuk / Daftar' to visitors, and the logo goes home", async () => {
    renderHeader(null);
    const links = await within(banner()).findAllByRole("link", { name: "Masuk / Daftar" });
    expect(links.map((l) => l.getAttribute("href"))).toContain("/member-login");
    expect(
      within(banner())
        .getByRole("link", { name: /Beranda/ })
        .getAttribute("href"),
    ).toBe("/");
  });

  it("shows a member's e-mail, 'Profil Saya' and 'Daftar Pesanan', but no Dashboard", async () => {
    renderHeader("Member");
    const menu = await openMenu("member@konter.test");
    expect(within(menu).getByText("member@konter.test")).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Profil Saya" }).getAttribute("href")).toBe(
      "/member-profile",
    );
    expect(within(menu).getByRole("link", { name: "Daftar Pesanan" }).getAttribute("href")).toBe(
      "/my-orders",
    );
    expect(within(menu).queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(within(menu).getByRole("button", { name: "Keluar" })).toBeTruthy();
    expect(
      within(banner())
        .getAllByRole("link", { name: /Beranda/ })[0]
        .getAttribute("href"),
    ).toBe("/");
  });

  it.each(["Admin", "Kasir"] as const)(
    "gives %s the staff profile, the Dashboard, and a logo to /dashboard",
    async (role) => {
      renderHeader(role);
      const email = `${role.toLowerCase()}@konter.test`;
      const menu = await openMenu(email);
      expect(within(menu).getByRole("link", { name: "Profil Saya" }).getAttribute("href")).toBe(
        "/profile",
      );
      expect(within(menu).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe(
        "/dashboard",
      );
      expect(within(menu).queryByRole("link", { name: "Daftar Pesanan" })).toBeNull();
      expect(
        within(banner())
          .getAllByRole("link", { name: /Dashboard/ })[0]
          .getAttribute("href"),
      ).toBe("/dashboard");
    },
  );

  it("signs out with 'Keluar' and shows 'Masuk / Daftar' again", async () => {
    renderHeader("Member");
    const menu = await openMenu("member@konter.test");
    fireEvent.click(within(menu).getByRole("button", { name: "Keluar" }));
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/member-login"));
    expect(
      await within(banner()).findAllByRole("link", { name: "Masuk / Daftar" }),
    ).not.toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Menu akun member@konter.test" })).toBeNull();
  });
});
