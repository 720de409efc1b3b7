import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Role } from "../lib/access";
import { CurrentPath, makeAccount, notSignedIn } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import { AuthProvider, useAuth } from "./auth";
import { leaving } from "./leave";

function SessionProbe() {
  const { loading, user, profile, signOut } = useAuth();
  if (loading) return <p>memuat</p>;
  return (
    <div>
      <p>{user ? `masuk sebagai ${user.email} (${profile?.role})` : "tidak masuk"}</p>
      <button type="button" onClick={() => void signOut()}>
        Keluar
      </button>
    </div>
  );
}

function renderSession(url = "/products") {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <Routes>
          <Route path="*" element={<SessionProbe />} />
        </Routes>
        <CurrentPath />
      </AuthProvider>
    </MemoryRouter>,
  );
}

function serverWith(role: Role | null) {
  let signedIn = role !== null;
  return mockFetch((url, init) => {
    if (url.pathname === "/api/auth/me")
      return signedIn && role ? jsonResponse(makeAccount(role)) : notSignedIn();
    if (url.pathname === "/api/auth/logout" && init?.method === "POST") {
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

describe("AuthProvider", () => {
  it("loads the session once from /api/auth/me", async () => {
    const fetchMock = serverWith("Member");
    renderSession();
    expect(await screen.findByText("masuk sebagai member@konter.test (Member)")).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual(["/api/auth/me"]);
  });

  it("asks nobody when the page says there is no session", async () => {
    const hint = document.createElement("meta");
    hint.name = "konter-session";
    hint.content = "none";
    document.head.appendChild(hint);
    try {
      const fetchMock = serverWith("Member");
      renderSession();
      expect(screen.getByText("tidak masuk")).toBeTruthy();
      expect(requestedPaths(fetchMock)).toEqual([]);
    } finally {
      hint.remove();
    }
  });

  it("treats a 401 from /api/auth/me as nobody signed in", async () => {
    serverWith(null);
    renderSession();
    expect(await screen.findByText("tidak masuk")).toBeTruthy();
  });

  it("treats a server failure as no profile, without crashing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(() =>
      jsonResponse(
        { title: "Internal Server Error", status: 500, detail: "Terjadi kesalahan pada server." },
        500,
      ),
    );
    renderSession();
    expect(await screen.findByText("tidak masuk")).toBeTruthy();
  });

  it("signs a member out on the server and sends them to /member-login", async () => {
    const fetchMock = serverWith("Member");
    renderSession("/products?q=lcd");
    fireEvent.click(await screen.findByRole("button", { name: "Keluar" }));
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/member-login"));
    expect(screen.getByText("tidak masuk")).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain("/api/auth/logout");
    expect(leaving.to).not.toHaveBeenCalled();
  });

  it.each(["Admin", "Kasir"] as const)(
    "sends %s to the staff sign-in page /login",
    async (role) => {
      serverWith(role);
      renderSession("/products");
      fireEvent.click(await screen.findByRole("button", { name: "Keluar" }));
      await waitFor(() => expect(leaving.to).toHaveBeenCalledWith("/login", true));
      expect(screen.getByText("tidak masuk")).toBeTruthy();
      // /login belongs to the back-office app: it is loaded, not shown by the storefront's router.
      expect(screen.getByTestId("path").textContent).toBe("/products");
    },
  );

  it("stays signed in when the server cannot be reached", async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return jsonResponse(makeAccount("Member"));
      calls++;
      throw new TypeError("Failed to fetch");
    });
    let failure: unknown;
    function Probe() {
      const { user, signOut } = useAuth();
      return (
        <button type="button" onClick={() => signOut().catch((err: unknown) => (failure = err))}>
          {user ? user.email : "tidak masuk"}
        </button>
      );
    }
    render(
      <MemoryRouter>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "member@konter.test" }));
    await waitFor(() => expect(failure).toBeInstanceOf(Error));
    expect(calls).toBe(1);
    expect((failure as Error).message).toBe(
      "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.",
    );
    expect(screen.getByRole("button", { name: "member@konter.test" })).toBeTruthy();
  });
});
