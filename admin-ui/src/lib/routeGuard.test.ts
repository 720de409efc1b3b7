import { describe, expect, it } from "vitest";
import { decideGuard, type GuardDecision, type PageArea } from "./routeGuard";
import type { Role } from "../interfaces";

type Case = [area: PageArea, signedIn: boolean, role: Role | null, expected: GuardDecision];

const allowed: GuardDecision = { state: "allowed" };
const toLogin = (state: "not-signed-in" | "wrong-role"): GuardDecision => ({
  state,
  redirectTo: "/login",
});
const toMemberLogin = (state: "not-signed-in" | "wrong-role"): GuardDecision => ({
  state,
  redirectTo: "/member-login",
});

// One row per (page kind, session, role).
const table: Case[] = [
  // Nobody signed in: the page's own login, whatever is cached as role.
  ["staff", false, null, toLogin("not-signed-in")],
  ["admin", false, null, toLogin("not-signed-in")],
  ["member", false, null, toMemberLogin("not-signed-in")],
  ["staff", false, "Admin", toLogin("not-signed-in")],
  ["member", false, "Member", toMemberLogin("not-signed-in")],

  // Staff pages.
  ["staff", true, "Admin", allowed],
  ["staff", true, "Kasir", allowed],
  ["staff", true, "Member", toMemberLogin("wrong-role")],
  ["staff", true, null, toLogin("wrong-role")],

  // Admin-only pages: a Kasir is refused in place, a Member leaves for the member login.
  ["admin", true, "Admin", allowed],
  ["admin", true, "Kasir", { state: "forbidden" }],
  ["admin", true, "Member", toMemberLogin("wrong-role")],
  ["admin", true, null, toLogin("wrong-role")],

  // Member pages (the storefront's), for completeness of the spec's rules.
  ["member", true, "Member", allowed],
  ["member", true, "Admin", toLogin("wrong-role")],
  ["member", true, "Kasir", toLogin("wrong-role")],
  ["member", true, null, toMemberLogin("wrong-role")],
];

describe("decideGuard", () => {
  it.each(table)("%s page, signed in %s, role %s", (area, signedIn, role, expected) => {
    expect(decideGuard({ loading: false, signedIn, role, area })).toEqual(expected);
  });

  it.each(["staff", "admin", "member"] as PageArea[])(
    "shows the loading state on a %s page while the session is read, whatever is known",
    (area) => {
      for (const signedIn of [false, true]) {
        for (const role of ["Admin", "Kasir", "Member", null] as (Role | null)[]) {
          expect(decideGuard({ loading: true, signedIn, role, area })).toEqual({
            state: "loading",
          });
        }
      }
    },
  );

  it("treats an unknown role like a missing profile", () => {
    expect(
      decideGuard({ loading: false, signedIn: true, role: "Superuser" as Role, area: "staff" }),
    ).toEqual(toLogin("wrong-role"));
  });
});
