import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { AUTO_PRINT_DELAY_MS } from "../components/receipt";
import { resetSessionCache } from "../providers/session";
import { renderAt, session, warmUp } from "../test/app";
import type { Sale } from "../pages/sales/types";
import { cashSale, qrisSale, receiptShop as shop } from "../test/receiptFixtures";
import { openReceipt, showReceipt } from "../test/receiptDialog";
import { json, mockFetch } from "../test/fetchMock";
import { lanPrinterRecord, lanPrinterRoutes, printedJob } from "../test/lanPrinter";
import { DEFAULT_DEVICE_PRINTER, DEVICE_PRINTER_KEY, saveDevicePrinter } from "./devicePrinter";
import { lanTarget } from "./lanPrinter";
import { printOn } from "./printTarget";
import { create } from "qrcode";
import { serviceReceiptDoc } from "@konter/ui-kit";

function lanPrinter(qrImage = false) {
  window.localStorage.setItem(DEVICE_PRINTER_KEY, String(lanPrinterRecord.id));
  return mockFetch(lanPrinterRoutes(qrImage));
}

describe("Cetak on a device with a LAN printer", () => {
  it("sends the receipt the screen shows to the printer, kicking the drawer for cash, without the dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { calls } = lanPrinter();
    openReceipt(cashSale);
    const paper = await printedJob(calls);
    expectPaperMatchesScreen(paper, screen.getByTestId("receipt"), 32);
    expect(paper.kicks).toBe(1);
    expect(paper.cuts).toBe(1);
    expect(print).not.toHaveBeenCalled();
  });

  it("keeps the drawer shut for a QRIS sale", async () => {
    const { calls } = lanPrinter();
    openReceipt(qrisSale);
    expect((await printedJob(calls)).kicks).toBe(0);
  });

  it("opens the print dialog as before when the device has no LAN printer", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { spy } = mockFetch({});
    openReceipt(cashSale);
    expect(print).toHaveBeenCalledTimes(1);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("a repair's tracking QR code on the paper", () => {
  const tracking = "https://konter.test/tracking/Zq8xT3";
  const doc = serviceReceiptDoc({
    entry: {
      id: 12,
      date: "2026-11-22T16:30:00Z",
      customer_name: "Budi Santoso",
      customer_phone: "081234567890",
      category: "HP",
      device_type: "Samsung Galaxy A55",
      damage_type: "LCD pecah",
      description: "Layar retak",
      status: "Proses",
      service_info: "Sedang proses",
      imei: null,
      accessories: null,
      condition: null,
      warranty_repair: false,
    },
    bill: null,
    copy: "customer",
    shop,
    tracking,
  });

  it("uses the printer's QR command", async () => {
    const { calls } = lanPrinter();
    await printOn(await lanTarget(lanPrinterRecord.id), doc);
    const paper = await printedJob(calls);
    expect(paper.qr).toEqual([tracking]);
    expect(paper.images).toEqual([]);
  });

  it("prints the QR code as an image on a printer without the command, module for module", async () => {
    const { calls } = lanPrinter(true);
    await printOn(await lanTarget(lanPrinterRecord.id), doc);
    const paper = await printedJob(calls);
    expect(paper.qr).toEqual([]);
    const [image] = paper.images;
    const { size, data } = create(tracking, { errorCorrectionLevel: "M" }).modules;
    // Each module is 6 dots square inside 2 white modules of margin: read each module's centre.
    const dot = (mx: number, my: number) =>
      image.dots[((my + 2) * 6 + 3) * image.width + (mx + 2) * 6 + 3];
    for (let my = 0; my < size; my++)
      for (let mx = 0; mx < size; mx++) expect(dot(mx, my)).toBe(data[my * size + mx] ? 1 : 0);
    expect(dot(-2, -2)).toBe(0);
  });
});

describe("Cetak otomatis", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  const saved = (sale: Sale) => {
    showReceipt(sale, true);
    act(() => vi.advanceTimersByTime(AUTO_PRINT_DELAY_MS));
  };

  it("prints a saved sale's receipt by itself in the device's copies, opening the drawer once", async () => {
    const { calls } = lanPrinter();
    saveDevicePrinter({
      ...DEFAULT_DEVICE_PRINTER,
      printerId: lanPrinterRecord.id,
      auto: true,
      copies: 2,
    });
    saved(cashSale);
    vi.useRealTimers();
    const paper = await printedJob(calls);
    expect(paper.cuts).toBe(2);
    expect(paper.kicks).toBe(1);
    expect(paper.barcodes).toEqual([
      cashSale.transaction_id_display,
      cashSale.transaction_id_display,
    ]);
  });

  it("leaves a saved receipt on screen when the device prints only on Cetak", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { spy } = lanPrinter();
    saveDevicePrinter({
      ...DEFAULT_DEVICE_PRINTER,
      printerId: lanPrinterRecord.id,
      auto: false,
      copies: 2,
    });
    saved(cashSale);
    saveDevicePrinter({ ...DEFAULT_DEVICE_PRINTER, printerId: null, auto: false, copies: 1 });
    saved(cashSale);
    expect(spy).not.toHaveBeenCalled();
    expect(print).not.toHaveBeenCalled();
  });

  it("opens the print dialog by itself on a device without a LAN printer", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    saveDevicePrinter({ ...DEFAULT_DEVICE_PRINTER, printerId: null, auto: true, copies: 3 });
    saved(cashSale);
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe("Pengaturan → Printer", () => {
  beforeEach(() => resetSessionCache());
  warmUp(() => import("./PrinterSettings"));

  const page = (role: "Admin" | "Kasir") =>
    mockFetch({
      "GET /api/auth/me": () => json(session(role)),
      "GET /api/printers": () => json({ items: [lanPrinterRecord], total: 1 }),
      "GET /api/printers/5": () => json(lanPrinterRecord),
      "POST /api/printers/5/jobs": () => new Response(null, { status: 204 }),
    });

  it("lets a Kasir test-print this device's printer; the shop's printers stay the Admin's", async () => {
    window.localStorage.setItem(DEVICE_PRINTER_KEY, String(lanPrinterRecord.id));
    const { calls } = page("Kasir");
    renderAt("/dashboard/settings/printers");
    fireEvent.click(await screen.findByRole("button", { name: /Cetak halaman uji/ }));
    const paper = await printedJob(calls);
    expect(paper.lines.join("\n")).toContain("HALAMAN UJI PRINTER");
    expect(screen.getByLabelText("Cetak otomatis")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Tambah Printer/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Kasir Depan" })).toBeNull();
  });

  it("gives the Admin the shop's printers too", async () => {
    page("Admin");
    renderAt("/dashboard/settings/printers");
    expect(await screen.findByRole("button", { name: "Edit Kasir Depan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Tambah Printer/ })).toBeTruthy();
  });
});
