import { describe, expect, it } from "vitest";
import {
  ADMIN_ONLY,
  guardDecision,
  MEMBER_ONLY,
  signOutDestination,
  STAFF_ONLY,
  type GuardInput,
} from "./access";

const user = { id: 1, email: "x@konter.test" };
const as = (role: string | null) => ({ role });

// One row per rule and page kind.
const rows: Array<[string, GuardInput, ReturnType<typeof guardDecision>]> = [
  // While the session loads, nothing else is decided.
  [
    "loading, member page",
    { loading: true, user: null, profile: null, allowed: MEMBER_ONLY },
    { action: "loading" },
  ],
  [
    "loading, staff page",
    { loading: true, user: null, profile: null, allowed: STAFF_ONLY },
    { action: "loading" },
  ],
  [
    "loading with a user already known",
    { loading: true, user, profile: as("Member"), allowed: MEMBER_ONLY },
    { action: "loading" },
  ],

  // No signed-in user: staff pages → /login, all other guarded pages → /member-login.
  [
    "no user, member page",
    { loading: false, user: null, profile: null, allowed: MEMBER_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
  [
    "no user, Admin+Kasir page",
    { loading: false, user: null, profile: null, allowed: STAFF_ONLY },
    { action: "redirect", to: "/login" },
  ],
  [
    "no user, Admin-only page",
    { loading: false, user: null, profile: null, allowed: ADMIN_ONLY },
    { action: "redirect", to: "/login" },
  ],
  [
    "no user, Kasir-only page",
    { loading: false, user: null, profile: null, allowed: ["Kasir"] },
    { action: "redirect", to: "/login" },
  ],
  [
    "no user but a stale profile, member page",
    { loading: false, user: null, profile: as("Member"), allowed: MEMBER_ONLY },
    { action: "redirect", to: "/member-login" },
  ],

  // Signed in, profile missing: staff pages → /login, member pages → /member-login.
  [
    "no profile, member page",
    { loading: false, user, profile: null, allowed: MEMBER_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
  [
    "no profile, staff page",
    { loading: false, user, profile: null, allowed: STAFF_ONLY },
    { action: "redirect", to: "/login" },
  ],
  [
    "no profile, Admin-only page",
    { loading: false, user, profile: null, allowed: ADMIN_ONLY },
    { action: "redirect", to: "/login" },
  ],

  // Role not allowed: a Member on a staff page → /member-login.
  [
    "Member on a staff page",
    { loading: false, user, profile: as("Member"), allowed: STAFF_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
  [
    "Member on an Admin-only page",
    { loading: false, user, profile: as("Member"), allowed: ADMIN_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
  // A staff user on a member page → /login.
  [
    "Admin on a member page",
    { loading: false, user, profile: as("Admin"), allowed: MEMBER_ONLY },
    { action: "redirect", to: "/login" },
  ],
  [
    "Kasir on a member page",
    { loading: false, user, profile: as("Kasir"), allowed: MEMBER_ONLY },
    { action: "redirect", to: "/login" },
  ],
  // Otherwise a staff page → /login.
  [
    "Kasir on an Admin-only page",
    { loading: false, user, profile: as("Kasir"), allowed: ADMIN_ONLY },
    { action: "redirect", to: "/login" },
  ],
  [
    "Admin on a Kasir-only page",
    { loading: false, user, profile: as("Admin"), allowed: ["Kasir"] },
    { action: "redirect", to: "/login" },
  ],
  // Otherwise a member page → /member-login (a guarded page no role may open).
  [
    "Member on a page for nobody",
    { loading: false, user, profile: as("Member"), allowed: [] },
    { action: "redirect", to: "/member-login" },
  ],

  // Allowed roles pass.
  [
    "Member on a member page",
    { loading: false, user, profile: as("Member"), allowed: MEMBER_ONLY },
    { action: "allow" },
  ],
  [
    "Admin on a staff page",
    { loading: false, user, profile: as("Admin"), allowed: STAFF_ONLY },
    { action: "allow" },
  ],
  [
    "Kasir on a staff page",
    { loading: false, user, profile: as("Kasir"), allowed: STAFF_ONLY },
    { action: "allow" },
  ],
  [
    "Admin on an Admin-only page",
    { loading: false, user, profile: as("Admin"), allowed: ADMIN_ONLY },
    { action: "allow" },
  ],

  // Any role other than Admin or Kasir counts as Member.
  [
    "unknown role on a member page",
    { loading: false, user, profile: as("Pelanggan"), allowed: MEMBER_ONLY },
    { action: "allow" },
  ],
  [
    "no role on a member page",
    { loading: false, user, profile: as(null), allowed: MEMBER_ONLY },
    { action: "allow" },
  ],
  [
    "unknown role on a staff page",
    { loading: false, user, profile: as("Pelanggan"), allowed: STAFF_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
  [
    "lower-case 'admin' is not staff",
    { loading: false, user, profile: as("admin"), allowed: STAFF_ONLY },
    { action: "redirect", to: "/member-login" },
  ],
];

describe("guardDecision", () => {
  it.each(rows)("%s", (_name, input, expected) => {
    expect(guardDecision(input)).toEqual(expected);
  });
});

describe("signOutDestination", () => {
  it.each([
    ["Admin", "/login"],
    ["Kasir", "/login"],
    ["Member", "/member-login"],
    ["Pelanggan", "/member-login"],
    [null, "/member-login"],
    [undefined, "/member-login"],
  ])("%s → %s", (role, expected) => {
    expect(signOutDestination(role)).toBe(expected);
  });
});
