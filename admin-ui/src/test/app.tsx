import { beforeAll } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import type { ResourceProps } from "@refinedev/core";
import { AdminApp } from "../App";
import { TestAntd } from "./antd";
import type { Role, Session } from "../interfaces";

/** A signed-in session as GET /api/auth/me answers it. */
export function session(role: Role, id: number = 1): Session {
  return {
    user: { id, email: "dewi@konter.test" },
    profile: {
      id,
      role,
      full_name: "Dewi Lestari",
      avatar_url: null,
      email: "dewi@konter.test",
      phone: null,
      address: null,
      created_at: "2025-01-02T03:04:05Z",
      verified_at: null,
      technician: false,
    },
    outlet_id: null,
  };
}

let currentLocation = "";
function LocationSpy() {
  const l = useLocation();
  currentLocation = l.pathname + l.search;
  return null;
}

/** Where the app's router is now (path + query). */
export function location(): string {
  return currentLocation;
}

/** The whole app (providers, guards, layout) at `path`. */
export function renderAt(path: string, resources?: ResourceProps[]) {
  currentLocation = "";
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp resources={resources} />
      <LocationSpy />
    </MemoryRouter>,
    { wrapper: TestAntd },
  );
}

/** The open antd dialog with this title. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" });
  return heading.closest(".ant-modal") as HTMLElement;
}

/** Toast texts on screen (antd notifications). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll(".ant-notification-notice-message")].map(
    (n) => n.textContent ?? "",
  );
}

/**
 * Loads the app shell and these lazy pages before the file's tests: on a busy machine
 * vitest's first transform of a page can outlast a `findBy…` wait.
 */
export function warmUp(...pages: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all([import("../components/layout"), ...pages.map((load) => load())]);
  }, 120_000);
}
