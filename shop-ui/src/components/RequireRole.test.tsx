import { screen, waitFor } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import { MEMBER_ONLY, STAFF_ONLY } from "../lib/access";
import { leaving } from "../lib/leave";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, mockFetch } from "../test/http";
import { RequireRole } from "./RequireRole";

const memberPage = (
  <Route element={<RequireRole allow={MEMBER_ONLY} />}>
    <Route path="member-profile" element={<h1>Profil Saya</h1>} />
  </Route>
);

describe("<RequireRole>", () => {
  it("says 'Memuat sesi...' until the session is known", async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp("/member-profile", memberPage);
    expect(screen.getByText("Memuat sesi...")).toBeTruthy();
    answer(jsonResponse(makeAccount("Member")));
    expect(await screen.findByRole("heading", { name: "Profil Saya" })).toBeTruthy();
    expect(screen.queryByText("Memuat sesi...")).toBeNull();
  });

  it("sends a visitor on a member page to /member-login", async () => {
    mockFetch(notSignedIn);
    renderApp("/member-profile", memberPage);
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/member-login"));
    expect(screen.queryByRole("heading", { name: "Profil Saya" })).toBeNull();
  });

  it.each(["Admin", "Kasir"] as const)(
    "sends %s on a member page to the staff sign-in /login",
    async (role) => {
      mockFetch(() => jsonResponse(makeAccount(role)));
      renderApp("/member-profile", memberPage);
      await waitFor(() => expect(leaving.to).toHaveBeenCalledWith("/login", true));
      expect(screen.queryByRole("heading", { name: "Profil Saya" })).toBeNull();
    },
  );

  it("sends a member on a staff page to /member-login", async () => {
    mockFetch(() => jsonResponse(makeAccount("Member")));
    renderApp(
      "/dashboard",
      <Route path="dashboard" element={<RequireRole allow={STAFF_ONLY}>Dashboard</RequireRole>} />,
    );
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/member-login"));
    expect(screen.queryByText("Dashboard")).toBeNull();
  });
});
