import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { ReceiptDialog } from "../components/receipt";
import { SaleReceipt, saleReceiptDoc } from "../pages/sales/SaleReceipt";
import type { Sale } from "../pages/sales/types";
import { cashSale, qrisSale, receiptShop as shop } from "../test/receiptFixtures";
import { json, mockFetch } from "../test/fetchMock";
import { DEVICE_PRINTER_KEY } from "./devicePrinter";

const printer = {
  id: 5,
  name: "Kasir Depan",
  host: "192.168.1.50",
  port: 9100,
  paper: "58mm",
  drawer: true,
  created_at: "2026-11-22T03:00:00Z",
  updated_at: "2026-11-22T03:00:00Z",
};

function openReceipt(sale: Sale) {
  render(
    <ReceiptDialog
      open
      title="Struk"
      fileName="struk"
      onClose={() => undefined}
      doc={saleReceiptDoc(sale, shop)}
    >
      <SaleReceipt sale={sale} shop={shop} />
    </ReceiptDialog>,
  );
  fireEvent.click(screen.getByRole("button", { name: /Cetak/ }));
}

function lanPrinter() {
  window.localStorage.setItem(DEVICE_PRINTER_KEY, String(printer.id));
  return mockFetch({
    "GET /api/printers/5": () => json(printer),
    "POST /api/printers/5/jobs": () => new Response(null, { status: 204 }),
  });
}

async function printedJob(calls: { url: string; method: string; body: unknown }[]) {
  await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  const { data } = calls.find((c) => c.method === "POST")!.body as { data: string };
  return readEscPos(Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0)));
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
