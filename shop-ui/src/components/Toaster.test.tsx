import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../lib/toast";
import { Toaster } from "./Toaster";

afterEach(() => vi.useRealTimers());

describe("<Toaster>", () => {
  it("shows the newest three notices and lets each go after 4 seconds", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success("Satu");
      toast.error("Dua");
      toast.success("Tiga");
      toast.info("Empat");
    });
    expect(screen.queryByText("Satu")).toBeNull();
    expect(["Dua", "Tiga", "Empat"].every((text) => screen.getByText(text))).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain("Dua");

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText("Dua")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Dua")).toBeNull();
    // 'Satu' waited behind the three shown ones, and now gets its full 4 seconds.
    expect(screen.getByText("Satu")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText("Satu")).toBeNull();
  });

  it("closes a notice with its button", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Profil berhasil diperbarui!");
    });
    fireEvent.click(screen.getByRole("button", { name: "Tutup notifikasi" }));
    expect(screen.queryByText("Profil berhasil diperbarui!")).toBeNull();
  });
});
