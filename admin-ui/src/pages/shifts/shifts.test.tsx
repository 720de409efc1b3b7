import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { lanPrinterRoutes, printedJob } from "../../test/lanPrinter";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { DEFAULT_DEVICE_PRINTER, saveDevicePrinter } from "../../printing/devicePrinter";
import { countedTotal } from "./DrawerCount";
import { MSG_BLIND, type CurrentShift, type Shift } from "./types";
import { closedShift as closed, openShift as open } from "../../test/shiftFixtures";

warmUp(() => import("./current"));

function serve(current: CurrentShift, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/reminders": () =>
      json({
        today: "2026-11-24",
        total: 0,
        installment_days: 30,
        installments: { count: 0, items: [] },
        repairs: { count: 0, items: [] },
        low_stock: { count: 0, items: [] },
      }),
    "GET /api/settings": () => json({}),
    "GET /api/shifts/current": () => json(current),
    ...extra,
  });
}

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe("the cashier's shift", () => {
  it("adds up the notes and coins counted", () => {
    expect(countedTotal({ n100000: 31, n20000: 2, c500: 1, c1000: 3 })).toBe(3143500);
  });

  it("opens with the cash in the drawer, and says when the shop requires it", async () => {
    const { calls } = serve(
      { shift: null, required: true },
      { "POST /api/shifts": () => json(open, 201) },
    );
    renderAt("/dashboard/transaction/shift");
    expect(
      await screen.findByText("Toko mewajibkan kasir membuka shift sebelum menerima pembayaran."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Modal awal"), { target: { value: "500000" } });
    fireEvent.click(screen.getByRole("button", { name: "Buka Shift" }));
    await waitFor(() => expect(toastTexts()).toContain("Shift berhasil dibuka!"));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ opening_cash: 500000 });
  });

  it("shows what the drawer should hold and records cash out with its reason", async () => {
    const { calls } = serve(
      { shift: open, required: false },
      {
        "POST /api/shifts/7/cash-moves": () =>
          problem(422, "Kas keluar melebihi uang tunai yang seharusnya ada di laci."),
      },
    );
    renderAt("/dashboard/transaction/shift");
    expect((await screen.findByTestId("shift-expected")).textContent).toMatch(/Rp\s3\.150\.000/);
    expect(screen.getByText("QRIS")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Kas Keluar/ }));
    const dialog = await findDialog("Kas Keluar");
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Alasan wajib diisi.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Jumlah"), { target: { value: "9000000" } });
    fireEvent.change(within(dialog).getByLabelText("Alasan"), { target: { value: "Setor bank" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Kas keluar melebihi uang tunai yang seharusnya ada di laci."),
    );
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      direction: "out",
      amount: 9000000,
      reason: "Setor bank",
    });
  });

  it("Buka Laci records the reason in the shift, then kicks the drawer on this device's printer", async () => {
    saveDevicePrinter({ ...DEFAULT_DEVICE_PRINTER, printerId: 5 });
    const opening = {
      id: 1,
      reason: "Tukar uang receh",
      user_name: "Hendra",
      created_at: "2026-11-24T02:00:00Z",
    };
    const { calls } = serve(
      { shift: open, required: false },
      {
        "POST /api/shifts/7/drawer-openings": () => json({ ...open, drawer_openings: [opening] }),
        ...lanPrinterRoutes(),
      },
    );
    renderAt("/dashboard/transaction/shift");
    fireEvent.click(await screen.findByRole("button", { name: /Buka Laci/ }));
    const dialog = await findDialog("Buka Laci");
    fireEvent.click(within(dialog).getByRole("button", { name: "Buka Laci" }));
    expect(await within(dialog).findByText("Alasan wajib diisi.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Alasan"), {
      target: { value: "Tukar uang receh" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Buka Laci" }));
    await waitFor(() => expect(toastTexts()).toContain("Laci dibuka lewat Kasir Depan."));
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts[0].url).toBe("/api/shifts/7/drawer-openings");
    expect(posts[0].body).toEqual({ reason: "Tukar uang receh" });
    expect(await printedJob(calls)).toMatchObject({ kicks: 1, cuts: 0, lines: [] });
  });

  it("closes with the drawer counted, shows the difference and prints the Z report", async () => {
    const { calls } = serve(
      { shift: open, required: false },
      { "POST /api/shifts/7/close": () => json(closed) },
    );
    renderAt("/dashboard/transaction/shift");
    fireEvent.click(await screen.findByRole("button", { name: /Tutup Shift/ }));
    const dialog = await findDialog("Tutup Shift Hendra");
    fireEvent.change(within(dialog).getByLabelText("Uang kertas Rp 100.000"), {
      target: { value: "31" },
    });
    fireEvent.change(within(dialog).getByLabelText("Uang kertas Rp 20.000"), {
      target: { value: "2" },
    });
    expect(within(dialog).getByTestId("close-counted").textContent).toMatch(/Rp\s3\.140\.000/);
    expect(within(dialog).getByTestId("close-difference").textContent).toMatch(/-Rp\s10\.000/);
    fireEvent.change(within(dialog).getByLabelText("Catatan"), {
      target: { value: "Receh kurang" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tutup Shift" }));
    const report = await findDialog("Laporan Shift SHIFT-000007");
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      counted_cash: 3140000,
      note: "Receh kurang",
    });
    expect(within(report).getAllByText("LAPORAN TUTUP SHIFT").length).toBeGreaterThan(0);
    expect(within(report).getAllByTestId("z-difference")[0].textContent).toMatch(/-Rp\s10\.000/);
    expect(within(report).getAllByTestId("z-method-qris")[0].textContent).toMatch(/Rp\s600\.000/);
  });

  it("closes blind where the shop says so: the count first, what should be there after", async () => {
    const blind: Shift = {
      ...open,
      blind: true,
      per_method: null,
      cash_taken: null,
      refunds: null,
      cash_refunds: null,
      expected_cash: null,
    };
    serve({ shift: blind, required: false }, { "POST /api/shifts/7/close": () => json(closed) });
    renderAt("/dashboard/transaction/shift");
    expect(await screen.findByText(MSG_BLIND)).toBeTruthy();
    expect(screen.getByTestId("shift-opening").textContent).toMatch(/Rp\s500\.000/);
    expect(screen.queryByTestId("shift-expected")).toBeNull();
    expect(screen.queryByTestId("shift-cash-taken")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Tutup Shift/ }));
    const dialog = await findDialog("Tutup Shift Hendra");
    fireEvent.change(within(dialog).getByLabelText("Uang kertas Rp 100.000"), {
      target: { value: "31" },
    });
    expect(within(dialog).getByTestId("close-counted").textContent).toMatch(/Rp\s3\.100\.000/);
    expect(within(dialog).queryByText("Kas seharusnya")).toBeNull();
    expect(within(dialog).queryByTestId("close-difference")).toBeNull();
    expect(within(dialog).getByText(MSG_BLIND)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Tutup Shift" }));
    // Once the count is kept, the Z report shows what should have been there.
    const report = await findDialog("Laporan Shift SHIFT-000007");
    expect(within(report).getAllByTestId("z-expected")[0].textContent).toMatch(/Rp\s3\.150\.000/);
    expect(within(report).getAllByTestId("z-difference")[0].textContent).toMatch(/-Rp\s10\.000/);
  });

  it("says when the shift cannot be loaded, and offers a retry", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/reminders": () => problem(500, "x"),
      "GET /api/settings": () => json({}),
      "GET /api/shifts/current": () => problem(500, "database is locked"),
    });
    renderAt("/dashboard/transaction/shift");
    expect(await screen.findByText("Gagal memuat shift: database is locked")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Coba lagi/ })).toBeTruthy();
  });
});
