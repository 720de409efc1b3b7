import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { renderAt, session, toastTexts, warmUp } from "../../test/app";
import { passwordProblem } from "./PasswordCard";

beforeEach(() => resetSessionCache());
warmUp(() => import("./index"));

describe("passwordProblem (in order)", () => {
  it.each([
    [{ password: "", confirm_password: "" }, "Harap isi kedua kolom password."],
    [{ password: "rahasia", confirm_password: "" }, "Harap isi kedua kolom password."],
    [{ password: "abc", confirm_password: "abd" }, "Password tidak cocok."],
    [{ password: "abc", confirm_password: "abc" }, "Password minimal harus 6 karakter."],
    [{ password: "rahasia", confirm_password: "rahasia" }, null],
  ])("%j → %s", (values, expected) => expect(passwordProblem(values)).toBe(expected));
});

function profilePage(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    ...extra,
  });
}

const changeName = (value: string) =>
  fireEvent.change(screen.getByLabelText("Nama Lengkap"), { target: { value } });

describe("profile page", () => {
  it("shows role and email read-only and saves the full name", async () => {
    const { calls } = profilePage({
      "PUT /api/me/profile": (call) =>
        json({ ...session("Kasir").profile, ...(call.body as object) }),
    });
    renderAt("/profile");
    expect(await screen.findByText("Informasi Profil")).toBeTruthy();
    expect(screen.getByText("Kasir", { selector: ".ant-tag" })).toBeTruthy();
    expect((screen.getByDisplayValue("dewi@konter.test") as HTMLInputElement).disabled).toBe(true);

    changeName("  Dewi L. ");
    fireEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(toastTexts()).toContain("Profil berhasil diperbarui!"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ full_name: "Dewi L." });
    // The header shows the new name.
    await waitFor(() =>
      expect(screen.queryAllByText("Dewi L.").some((el) => el.closest("header") !== null)).toBe(
        true,
      ),
    );
  });

  it("uploads a chosen photo first and stops at 'Gagal mengunggah foto: …' when that fails", async () => {
    const { calls } = profilePage({
      "POST /api/me/avatar": () => problem(413, "Ukuran file maksimal 5 MB."),
    });
    renderAt("/profile");
    await screen.findByText("Informasi Profil");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "foto.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("image-input"), { target: { files: [file] } });
    expect(await screen.findByText("foto.png")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal mengunggah foto: Ukuran file maksimal 5 MB."),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toBeInstanceOf(FormData);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("refuses a file that is not an image before uploading anything", async () => {
    const { calls } = profilePage();
    renderAt("/profile");
    await screen.findByText("Informasi Profil");
    const file = new File(["%PDF"], "ktp.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByTestId("image-input"), { target: { files: [file] } });
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal mengunggah foto: Format gambar harus PNG, JPEG, WebP atau GIF.",
      ),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("checks the new password before sending it, then changes it", async () => {
    const { calls } = profilePage({
      "PUT /api/auth/password": () => json({ message: "Password berhasil diubah." }),
    });
    renderAt("/profile");
    await screen.findByText("Ubah Password", { selector: ".ant-card-head-title" });
    const field = (label: string) => screen.getByLabelText(label, { exact: true });
    const submit = () => fireEvent.click(screen.getByRole("button", { name: /Ubah Password/ }));

    fireEvent.change(field("Password Baru"), { target: { value: "abc" } });
    submit();
    await waitFor(() => expect(toastTexts()).toContain("Harap isi kedua kolom password."));
    fireEvent.change(field("Konfirmasi Password Baru"), { target: { value: "abd" } });
    submit();
    await waitFor(() => expect(toastTexts()).toContain("Password tidak cocok."));
    fireEvent.change(field("Konfirmasi Password Baru"), { target: { value: "abc" } });
    submit();
    await waitFor(() => expect(toastTexts()).toContain("Password minimal harus 6 karakter."));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.change(field("Password Baru"), { target: { value: "rahasia9" } });
    fireEvent.change(field("Konfirmasi Password Baru"), { target: { value: "rahasia9" } });
    submit();
    await waitFor(() => expect(toastTexts()).toContain("Password berhasil diubah!"));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/auth/password",
      body: { password: "rahasia9", confirm_password: "rahasia9" },
    });
  });

  it("says 'Gagal mengubah password: …' with the server's reason", async () => {
    profilePage({ "PUT /api/auth/password": () => problem(422, "Password terlalu umum.") });
    renderAt("/profile");
    await screen.findByText("Ubah Password", { selector: ".ant-card-head-title" });
    fireEvent.change(screen.getByLabelText("Password Baru", { exact: true }), {
      target: { value: "123456" },
    });
    fireEvent.change(screen.getByLabelText("Konfirmasi Password Baru"), {
      target: { value: "123456" },
    });
    fireEvent.click(screen.getByRole("button", { name: /Ubah Password/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal mengubah password: Password terlalu umum."),
    );
  });
});
