import { beforeEach, describe, expect, it } from "vitest";
import { authProvider, MEMBER_AT_STAFF_DOOR } from "./authProvider";
import { resetSessionCache } from "./session";
import { json, mockFetch, problem } from "../test/fetchMock";
import type { Role, Session } from "../interfaces";

function session(role: Role, name = "Sari Kasir"): Session {
  return {
    user: { id: 1, email: "sari@konter.test" },
    profile: {
      id: 1,
      role,
      full_name: name,
      avatar_url: null,
      email: "sari@konter.test",
      phone: null,
      address: null,
      created_at: "2025-01-02T03:04:05Z",
      verified_at: null,
      technician: false,
    },
    outlet_id: null,
  };
}

beforeEach(() => resetSessionCache());

describe("login", () => {
  it("signs a Kasir in through the staff door and goes to /dashboard", async () => {
    const { calls } = mockFetch({ "POST /api/auth/login": () => json(session("Kasir")) });

    const result = await authProvider.login({ email: "sari@konter.test", password: "rahasia" });

    expect(result).toEqual({ success: true, redirectTo: "/dashboard" });
    expect(calls[0]).toMatchObject({
      url: "/api/auth/login",
      method: "POST",
      credentials: "same-origin",
      body: { email: "sari@konter.test", password: "rahasia", door: "staff" },
    });
  });

  it("keeps the signed-in profile for identity and permissions without asking again", async () => {
    const { calls } = mockFetch({ "POST /api/auth/login": () => json(session("Admin", "Budi")) });
    await authProvider.login({ email: "b@konter.test", password: "x" });

    expect(await authProvider.getPermissions!()).toBe("Admin");
    expect(await authProvider.getIdentity!()).toMatchObject({
      full_name: "Budi",
      name: "Budi",
      role: "Admin",
    });
    expect(calls).toHaveLength(1);
  });

  it("surfaces the server's wrong-password detail", async () => {
    mockFetch({ "POST /api/auth/login": () => problem(401, "Email atau password salah.") });

    const result = await authProvider.login({ email: "x@konter.test", password: "salah" });

    expect(result.success).toBe(false);
    expect(result.error?.message).toBe("Email atau password salah.");
  });

  it("surfaces the wrong-door message for a Member", async () => {
    mockFetch({ "POST /api/auth/login": () => problem(403, MEMBER_AT_STAFF_DOOR) });

    const result = await authProvider.login({ email: "m@konter.test", password: "x" });

    expect(result).toMatchObject({ success: false, error: { message: MEMBER_AT_STAFF_DOOR } });
  });

  it("signs a Member out again if the server ever lets one through the staff door", async () => {
    const { calls } = mockFetch({
      "POST /api/auth/login": () => json(session("Member")),
      "POST /api/auth/logout": () => new Response(null, { status: 204 }),
    });

    const result = await authProvider.login({ email: "m@konter.test", password: "x" });

    expect(result).toMatchObject({ success: false, error: { message: MEMBER_AT_STAFF_DOOR } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/auth/login",
      "POST /api/auth/logout",
    ]);
    expect(await authProvider.getPermissions!()).toBeNull();
  });
});

describe("check", () => {
  it("lets a staff session through", async () => {
    mockFetch({ "GET /api/auth/me": () => json(session("Kasir")) });
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it("sends a visitor without a session to /login", async () => {
    mockFetch({ "GET /api/auth/me": () => problem(401, "Silakan login terlebih dahulu.") });
    expect(await authProvider.check()).toMatchObject({
      authenticated: false,
      redirectTo: "/login",
    });
  });

  it("sends a signed-in Member to /member-login", async () => {
    mockFetch({ "GET /api/auth/me": () => json(session("Member")) });
    expect(await authProvider.check()).toMatchObject({
      authenticated: false,
      redirectTo: "/member-login",
    });
  });

  it("asks the server every time, so a session ended elsewhere is noticed", async () => {
    let signedIn = true;
    const { calls } = mockFetch({
      "GET /api/auth/me": () =>
        signedIn ? json(session("Admin")) : problem(401, "Sesi berakhir."),
    });
    expect((await authProvider.check()).authenticated).toBe(true);
    signedIn = false;
    expect((await authProvider.check()).authenticated).toBe(false);
    expect(calls).toHaveLength(2);
    expect(await authProvider.getIdentity!()).toBeNull();
  });
});

describe("onError and logout", () => {
  it("logs out on 401", async () => {
    const error = { statusCode: 401, message: "Sesi berakhir." };
    expect(await authProvider.onError(error)).toMatchObject({
      logout: true,
      redirectTo: "/login",
    });
  });

  it("keeps the session on 403, 404 and 422", async () => {
    for (const statusCode of [403, 404, 422]) {
      expect(await authProvider.onError({ statusCode, message: "x" })).toEqual({});
    }
  });

  it("logout calls the API and goes to /login, even if the session was already gone", async () => {
    const { calls } = mockFetch({ "POST /api/auth/logout": () => problem(401, "Tidak ada sesi.") });
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/auth/logout" });
  });

  it("forgets the profile after logout", async () => {
    mockFetch({
      "POST /api/auth/login": () => json(session("Admin")),
      "POST /api/auth/logout": () => new Response(null, { status: 204 }),
      "GET /api/auth/me": () => problem(401, "Tidak ada sesi."),
    });
    await authProvider.login({ email: "a@konter.test", password: "x" });
    await authProvider.logout({});
    expect(await authProvider.getPermissions!()).toBeNull();
  });
});
