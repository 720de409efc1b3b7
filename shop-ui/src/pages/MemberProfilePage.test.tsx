import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import type { Profile } from "../api/types";
import { makeAccount, makeProfile, renderApp } from "../test/auth";
import { jsonResponse, mockFetch } from "../test/http";
import MemberProfilePage from "./MemberProfilePage";

const page = <Route path="member-profile" element={<MemberProfilePage />} />;

interface Call {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
}

/** A member's server: GET/PUT profile, avatar and password answers can be overridden. */
function memberServer(
  overrides: Partial<Record<string, (init: RequestInit | undefined) => Response>> = {},
) {
  const calls: Call[] = [];
  let profile: Profile = makeProfile({ phone: "0812000111", address: "Jl. Melati 1" });
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, body: init?.body });
    if (overrides[key]) return overrides[key]!(init);
    switch (key) {
      case "GET /api/auth/me":
        return jsonResponse(makeAccount("Member", profile));
      case "GET /api/me/profile":
        return jsonResponse(profile);
      case "PUT /api/me/profile": {
        const body = JSON.parse(String(init?.body));
        profile = {
          ...profile,
          phone: body.phone.trim() || null,
          address: body.address.trim() || null,
        };
        return jsonResponse(profile);
      }
      case "PUT /api/auth/password":
        return jsonResponse({ message: "Password berhasil diubah!" });
    }
  });
  return { calls, fetchMock };
}

const passwordCalls = (calls: Call[]) => calls.filter((c) => c.path === "/api/auth/password");

function securityCard() {
  return screen.getByRole("region", { name: "Keamanan Akun" });
}

function changePassword(password: string, confirm: string) {
  const card = securityCard();
  fireEvent.change(within(card).getByLabelText("Password Baru"), { target: { value: password } });
  fireEvent.change(within(card).getByLabelText("Konfirmasi Password Baru"), {
    target: { value: confirm },
  });
  fireEvent.click(within(card).getByRole("button", { name: "Ubah Password" }));
}

describe("/member-profile", () => {
  it("shows the photo, the read-only e-mail and the editable phone and address", async () => {
    memberServer();
    renderApp("/member-profile", page);
    expect(await screen.findByRole("heading", { level: 1, name: "Profil Saya" })).toBeTruthy();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("member@konter.test");
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText("Nomor HP") as HTMLInputElement).value).toBe("0812000111");
    expect((screen.getByLabelText("Alamat") as HTMLTextAreaElement).value).toBe("Jl. Melati 1");
    expect(screen.getByRole("button", { name: "Ganti Foto" })).toBeTruthy();
  });

  it("saves phone and address and says 'Profil berhasil diperbarui!'", async () => {
    const { calls } = memberServer();
    renderApp("/member-profile", page);
    fireEvent.change(await screen.findByLabelText("Nomor HP"), { target: { value: "0813999888" } });
    fireEvent.change(screen.getByLabelText("Alamat"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Menyimpan...")).toBeTruthy();
    expect(await screen.findByText("Profil berhasil diperbarui!")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT" && c.path === "/api/me/profile");
    expect(JSON.parse(String(put?.body))).toEqual({ phone: "0813999888", address: "" });
    expect(
      (screen.getByRole("button", { name: "Simpan Perubahan" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("reports a failed save as 'Gagal memperbarui profil: {message}'", async () => {
    memberServer({
      "PUT /api/me/profile": () =>
        jsonResponse(
          { status: 422, title: "Unprocessable Entity", detail: "panjang maksimal 40" },
          422,
        ),
    });
    renderApp("/member-profile", page);
    fireEvent.click(await screen.findByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Gagal memperbarui profil: panjang maksimal 40")).toBeTruthy();
  });

  it("says 'Profil Tidak Ditemukan' with a link to /member-login when the profile is gone", async () => {
    memberServer({
      "GET /api/me/profile": () =>
        jsonResponse(
          {
            status: 404,
            title: "Not Found",
            detail: "Profil tidak ditemukan. Silakan login kembali.",
          },
          404,
        ),
    });
    renderApp("/member-profile", page);
    expect(await screen.findByRole("heading", { name: "Profil Tidak Ditemukan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ke Halaman Masuk" }).getAttribute("href")).toBe(
      "/member-login",
    );
  });
});

describe("/member-profile — changing the password", () => {
  it.each([
    ["", "", "Harap isi kedua kolom password."],
    ["rahasia1", "", "Harap isi kedua kolom password."],
    ["rahasia1", "rahasia2", "Password tidak cocok."],
    ["abc12", "abc12", "Password minimal harus 6 karakter."],
  ])("refuses (%j, %j) with %j without asking the server", async (password, confirm, message) => {
    const { calls } = memberServer();
    renderApp("/member-profile", page);
    await screen.findByRole("heading", { level: 1, name: "Profil Saya" });
    changePassword(password, confirm);
    expect((await within(securityCard()).findByRole("alert")).textContent).toBe(message);
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it("changes it, clears the fields and says 'Password berhasil diubah!'", async () => {
    const { calls } = memberServer();
    renderApp("/member-profile", page);
    await screen.findByRole("heading", { level: 1, name: "Profil Saya" });
    changePassword("rahasia-baru", "rahasia-baru");
    expect(await screen.findByText("Password berhasil diubah!")).toBeTruthy();
    expect(JSON.parse(String(passwordCalls(calls)[0].body))).toEqual({
      password: "rahasia-baru",
      confirm_password: "rahasia-baru",
    });
    expect((within(securityCard()).getByLabelText("Password Baru") as HTMLInputElement).value).toBe(
      "",
    );
    expect(within(securityCard()).queryByRole("alert")).toBeNull();
  });

  it("reports the server's refusal as 'Gagal mengubah password: {message}'", async () => {
    memberServer({
      "PUT /api/auth/password": () =>
        jsonResponse(
          { status: 422, title: "Unprocessable Entity", detail: "Password maksimal 72 karakter." },
          422,
        ),
    });
    renderApp("/member-profile", page);
    await screen.findByRole("heading", { level: 1, name: "Profil Saya" });
    changePassword("x".repeat(80), "x".repeat(80));
    expect(
      await screen.findByText("Gagal mengubah password: Password maksimal 72 karakter."),
    ).toBeTruthy();
  });
});

describe("/member-profile — the photo", () => {
  function choose(file: File) {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  }

  it('uploads a chosen image as the multipart part "file" and shows the new photo', async () => {
    const { calls } = memberServer({
      "POST /api/me/avatar": () =>
        jsonResponse(
          makeProfile({ phone: "0812000111", avatar_url: "/files/avatars/public/7.png?v=2" }),
        ),
    });
    renderApp("/member-profile", page);
    await screen.findByRole("button", { name: "Ganti Foto" });
    choose(new File([new Uint8Array([137, 80, 78, 71])], "saya.png", { type: "image/png" }));
    await waitFor(() =>
      expect(document.querySelector('img[src="/files/avatars/public/7.png?v=2"]')).not.toBeNull(),
    );
    const upload = calls.find((c) => c.path === "/api/me/avatar");
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData).get("file") as File).name).toBe("saya.png");
  });

  it("refuses a file that is not an image, or too large, before uploading", async () => {
    const { calls } = memberServer();
    renderApp("/member-profile", page);
    await screen.findByRole("button", { name: "Ganti Foto" });
    choose(new File(["%PDF"], "ktp.pdf", { type: "application/pdf" }));
    expect(
      await screen.findByText(
        "Gagal mengunggah foto: File harus berupa gambar (PNG, JPEG, WebP, GIF).",
      ),
    ).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "besar.jpg", {
      type: "image/jpeg",
    });
    choose(big);
    expect(
      await screen.findByText("Gagal mengunggah foto: Ukuran gambar maksimal 5 MB."),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/me/avatar")).toBe(false);
  });

  it("shows the server's refusal of an upload", async () => {
    memberServer({
      "POST /api/me/avatar": () =>
        jsonResponse(
          {
            status: 422,
            title: "Unprocessable Entity",
            detail: "File harus berupa gambar (PNG, JPEG, WebP, GIF).",
          },
          422,
        ),
    });
    renderApp("/member-profile", page);
    await screen.findByRole("button", { name: "Ganti Foto" });
    choose(new File(["not really"], "palsu.png", { type: "image/png" }));
    expect(
      await screen.findByText(
        "Gagal mengunggah foto: File harus berupa gambar (PNG, JPEG, WebP, GIF).",
      ),
    ).toBeTruthy();
  });
});
