import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import { makeAccount, notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, mockFetch } from "../test/http";
import MemberLoginPage from "./MemberLoginPage";

const page = <Route path="member-login" element={<MemberLoginPage />} />;

function problem(
  status: number,
  detail: string,
  errors?: Array<{ location: string; message: string }>,
) {
  return jsonResponse({ title: "Error", status, detail, errors }, status);
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body));
}

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
}

describe("/member-login — Masuk", () => {
  it("signs a member in at the member door and goes to /products", async () => {
    let sent: Record<string, unknown> = {};
    mockFetch((url, init) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/auth/login") {
        sent = bodyOf(init);
        return jsonResponse(makeAccount("Member"));
      }
    });
    renderApp("/member-login", page);
    await screen.findByRole("tab", { name: "Masuk", selected: true });
    signIn(" member@konter.test ", "member123");
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/products"));
    expect(sent).toEqual({ email: "member@konter.test", password: "member123", door: "member" });
  });

  it.each([
    [401, "Email atau password salah."],
    [403, "Akun ini adalah akun Staf. Silakan login dari halaman Penjualan."],
    [429, "Terlalu banyak percobaan login. Silakan coba lagi dalam 60 detik."],
  ])("shows the server’s message for a %i and stays on the page", async (status, detail) => {
    mockFetch((url) => (url.pathname === "/api/auth/me" ? notSignedIn() : problem(status, detail)));
    renderApp("/member-login", page);
    await screen.findByRole("tab", { name: "Masuk" });
    signIn("budi@konter.test", "salah");
    expect((await screen.findByRole("alert")).textContent).toContain(detail);
    expect(screen.getByTestId("path").textContent).toBe("/member-login");
    expect((screen.getByRole("button", { name: "Masuk" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("offers a new verification link to an account that is not verified yet", async () => {
    let resentTo = "";
    mockFetch((url, init) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/auth/login")
        return problem(
          403,
          "Email Anda belum diverifikasi. Silakan cek email Anda untuk tautan verifikasi.",
        );
      if (url.pathname === "/api/auth/resend-verification") {
        resentTo = String(bodyOf(init).email);
        return jsonResponse({
          message:
            "Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.",
        });
      }
    });
    renderApp("/member-login", page);
    await screen.findByRole("tab", { name: "Masuk" });
    signIn("baru@konter.test", "rahasia1");
    fireEvent.click(await screen.findByRole("button", { name: "Kirim Ulang Email Verifikasi" }));
    expect(
      await screen.findByText(
        "Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.",
      ),
    ).toBeTruthy();
    expect(resentTo).toBe("baru@konter.test");
  });

  it("returns a member who came from the cart's Checkout to /checkout after signing in", async () => {
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/auth/login") return jsonResponse(makeAccount("Member"));
    });
    renderApp("/member-login?next=%2Fcheckout", page);
    await screen.findByRole("tab", { name: "Masuk", selected: true });
    signIn("member@konter.test", "member123");
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/checkout"));
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/"])(
    "never follows ?next=%s off the shop",
    async (next) => {
      mockFetch(() => jsonResponse(makeAccount("Member")));
      renderApp(`/member-login?next=${encodeURIComponent(next)}`, page);
      await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/products"));
    },
  );

  it("sends a member who is already signed in on to /products", async () => {
    mockFetch(() => jsonResponse(makeAccount("Member")));
    renderApp("/member-login", page);
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/products"));
  });

  it("links staff to their own sign-in page", async () => {
    mockFetch(notSignedIn);
    renderApp("/member-login", page);
    const link = await screen.findByRole("link", { name: "Masuk di halaman Penjualan" });
    expect(link.getAttribute("href")).toBe("/login");
  });
});

describe("/member-login — Daftar", () => {
  async function openSignUp() {
    fireEvent.click(await screen.findByRole("tab", { name: "Daftar" }));
    return screen.getByRole("tabpanel");
  }

  function fill(panel: HTMLElement, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(within(panel).getByLabelText(label, { exact: false }), {
        target: { value },
      });
    }
  }

  it("registers with the optional fields left out, then asks to check the e-mail", async () => {
    let sent: Record<string, unknown> = {};
    mockFetch((url, init) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/auth/signup") {
        sent = bodyOf(init);
        return jsonResponse(
          { message: "Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi." },
          201,
        );
      }
    });
    renderApp("/member-login", page);
    const panel = await openSignUp();
    expect(within(panel).getByLabelText("Nomor HP (opsional)")).toBeTruthy();
    expect(within(panel).getByLabelText("Alamat (opsional)")).toBeTruthy();
    fill(panel, {
      "Nama Lengkap": "  Siti Aminah ",
      Email: "siti@konter.test",
      Password: "rahasia1",
      "Nomor HP": "  ",
    });
    fireEvent.click(within(panel).getByRole("button", { name: "Daftar" }));

    // Back on 'Masuk' with the address filled in, the message shown in the form and as a toast.
    expect(await screen.findByRole("tab", { name: "Masuk", selected: true })).toBeTruthy();
    expect(
      screen.getAllByText("Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi."),
    ).toHaveLength(2);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("siti@konter.test");
    expect(sent).toEqual({
      full_name: "Siti Aminah",
      email: "siti@konter.test",
      password: "rahasia1",
    });
  });

  it("requires Nama Lengkap before asking the server", async () => {
    const fetchMock = mockFetch(notSignedIn);
    renderApp("/member-login", page);
    const panel = await openSignUp();
    fill(panel, { "Nama Lengkap": "   ", Email: "siti@konter.test", Password: "rahasia1" });
    fireEvent.submit(within(panel).getByRole("button", { name: "Daftar" }).closest("form")!);
    expect(await within(panel).findByText("Nama Lengkap wajib diisi.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only /api/auth/me
  });

  it("shows a throttled sign-up above the form and the server’s field messages next to their fields", async () => {
    let attempt = 0;
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      attempt++;
      return attempt === 1
        ? problem(429, "Terlalu banyak permintaan. Silakan coba lagi dalam 60 detik.")
        : problem(422, "Password minimal harus 6 karakter.", [
            { location: "password", message: "Password minimal harus 6 karakter." },
          ]);
    });
    renderApp("/member-login", page);
    const panel = await openSignUp();
    fill(panel, { "Nama Lengkap": "Siti", Email: "member@konter.test", Password: "rahasia1" });
    fireEvent.click(within(panel).getByRole("button", { name: "Daftar" }));
    expect(
      await within(panel).findByText(
        "Terlalu banyak permintaan. Silakan coba lagi dalam 60 detik.",
      ),
    ).toBeTruthy();
    expect(within(panel).getByLabelText("Email").getAttribute("aria-invalid")).not.toBe("true");

    fireEvent.click(within(panel).getByRole("button", { name: "Daftar" }));
    const password = within(panel).getByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(within(panel).getAllByText("Password minimal harus 6 karakter.")).toHaveLength(1);
    expect(
      within(panel).queryByText("Terlalu banyak permintaan. Silakan coba lagi dalam 60 detik."),
    ).toBeNull();
  });
});
