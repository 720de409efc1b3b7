import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../test/http";
import VerifyEmailPage from "./VerifyEmailPage";

function renderAt(url: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe("/verify-email", () => {
  it("spends the token once and shows the result with a way to sign in", async () => {
    const tokens: string[] = [];
    const fetchMock = mockFetch((_url, init) => {
      tokens.push(JSON.parse(String(init?.body)).token);
      return jsonResponse({ message: "Email berhasil diverifikasi. Silakan login." });
    });
    renderAt("/verify-email?token=abc123");
    expect(await screen.findByText("Email berhasil diverifikasi. Silakan login.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(["abc123"]);
    expect(screen.getByRole("link", { name: "Masuk Sekarang" }).getAttribute("href")).toBe(
      "/member-login",
    );
  });

  it("shows the server's refusal of a used or expired link", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          status: 422,
          title: "Unprocessable Entity",
          detail: "Tautan verifikasi tidak valid atau sudah kedaluwarsa.",
        },
        422,
      ),
    );
    renderAt("/verify-email?token=lama");
    expect(
      await screen.findByText("Tautan verifikasi tidak valid atau sudah kedaluwarsa."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Verifikasi Gagal" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ke Halaman Masuk" }).getAttribute("href")).toBe(
      "/member-login",
    );
  });

  it("says the link is invalid when it has no token, without asking the server", async () => {
    const fetchMock = mockFetch(() => undefined);
    renderAt("/verify-email");
    expect(
      await screen.findByText("Tautan verifikasi tidak valid atau sudah kedaluwarsa."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
