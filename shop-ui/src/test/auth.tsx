import { render, type RenderOptions } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { Account, Profile } from "../api/types";
import type { Role } from "../lib/access";
import { Toaster } from "../components/Toaster";
import { AuthProvider } from "../lib/auth";
import { jsonResponse } from "./http";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: "member@konter.test",
    role: "Member",
    technician: false,
    full_name: "Budi Santoso",
    avatar_url: null,
    phone: null,
    address: null,
    created_at: "2026-11-01T03:00:00Z",
    verified_at: "2026-11-01T03:05:00Z",
    ...overrides,
  };
}

export function makeAccount(role: Role = "Member", overrides: Partial<Profile> = {}): Account {
  const email = overrides.email ?? `${role.toLowerCase()}@konter.test`;
  const profile = makeProfile({ role, email, ...overrides });
  return { user: { id: profile.id, email }, profile, outlet_id: null };
}

/** /api/auth/me for nobody signed in. */
export const notSignedIn = () =>
  jsonResponse(
    { title: "Unauthorized", status: 401, detail: "Silakan login terlebih dahulu." },
    401,
  );

/** Shows the router's current path, for tests to read where a page sent the user. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{pathname + search}</output>;
}

/**
 * Renders `routes` (<Route> elements) in a memory router at `url`, with the session and the
 * toasts, plus the current path in data-testid="path". Any other path renders "Halaman lain".
 */
export function renderApp(url: string, routes: ReactNode, options?: RenderOptions) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <Routes>
          {routes}
          <Route path="*" element={<p>Halaman lain</p>} />
        </Routes>
        <CurrentPath />
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
    options,
  );
}
