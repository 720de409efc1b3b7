import { beforeEach, describe, expect, it } from "vitest";
import {
  accessControlProvider,
  canAccess,
  createAccessControlProvider,
} from "./accessControlProvider";
import { resetSessionCache } from "./session";
import { json, mockFetch, problem } from "../test/fetchMock";
import type { Role } from "../interfaces";

const adminOnly = ["users", "members", "reports", "news", "settings", "settings-app", "outlets"];
const staffPages = [
  "dashboard",
  "products",
  "service-entries",
  "orders",
  "sales",
  "installments",
  "customers",
  "suppliers",
  "profile",
  "setup",
  "printers",
];

describe("canAccess", () => {
  it.each(adminOnly)("a Kasir cannot reach %s", (resource) => {
    expect(canAccess("Kasir", resource)).toBe(false);
  });

  it.each(adminOnly)("an Admin can reach %s", (resource) => {
    expect(canAccess("Admin", resource)).toBe(true);
  });

  it.each(staffPages)("Admin and Kasir both reach %s", (resource) => {
    expect(canAccess("Admin", resource)).toBe(true);
    expect(canAccess("Kasir", resource)).toBe(true);
  });

  it("treats the report sub-pages as Admin only", () => {
    expect(canAccess("Kasir", "reports-sales")).toBe(false);
    expect(canAccess("Kasir", "reports/today")).toBe(false);
    expect(canAccess("Admin", "reports-sales")).toBe(true);
  });

  it("does not confuse a staff resource that merely starts like an admin one", () => {
    expect(canAccess("Kasir", "newsletter")).toBe(true);
  });

  it("gives Members and visitors nothing", () => {
    for (const role of ["Member", null, undefined] as (Role | null | undefined)[]) {
      expect(canAccess(role, "products")).toBe(false);
      expect(canAccess(role, "dashboard")).toBe(false);
    }
  });
});

describe("provider", () => {
  it("answers with the role it is given, for any action", async () => {
    const kasir = createAccessControlProvider(async () => "Kasir");
    expect(await kasir.can({ resource: "users", action: "list" })).toMatchObject({ can: false });
    expect(await kasir.can({ resource: "settings", action: "edit" })).toMatchObject({ can: false });
    expect(await kasir.can({ resource: "products", action: "delete" })).toEqual({ can: true });

    const admin = createAccessControlProvider(async () => "Admin");
    expect(await admin.can({ resource: "users", action: "delete" })).toEqual({ can: true });
  });

  it("reads the resource from params when the name is not given", async () => {
    const kasir = createAccessControlProvider(async () => "Kasir");
    expect(
      await kasir.can({ action: "list", params: { resource: { name: "members" } } }),
    ).toMatchObject({ can: false });
  });

  it("refuses when the role cannot be read", async () => {
    const broken = createAccessControlProvider(async () => {
      throw new Error("network");
    });
    expect(await broken.can({ resource: "products", action: "list" })).toMatchObject({
      can: false,
    });
  });

  describe("the app's provider, using the session from /api/auth/me", () => {
    beforeEach(() => resetSessionCache());

    it("asks the server once for a whole menu", async () => {
      const { calls } = mockFetch({
        "GET /api/auth/me": () =>
          json({
            user: { id: "k", email: "k@konter.test" },
            profile: { id: "k", role: "Kasir", full_name: "K", email: "k@konter.test" },
          }),
      });
      const answers = await Promise.all(
        ["products", "users", "reports", "customers"].map((resource) =>
          accessControlProvider.can({ resource, action: "list" }),
        ),
      );
      expect(answers.map((a) => a.can)).toEqual([true, false, false, true]);
      expect(calls).toHaveLength(1);
    });

    it("refuses everything without a session", async () => {
      mockFetch({ "GET /api/auth/me": () => problem(401, "Tidak ada sesi.") });
      expect(
        await accessControlProvider.can({ resource: "products", action: "list" }),
      ).toMatchObject({
        can: false,
      });
    });
  });
});
