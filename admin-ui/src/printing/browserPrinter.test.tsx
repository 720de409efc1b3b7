import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { saleReceiptDoc } from "@konter/ui-kit";
import { encodeDrawerKick, encodeReceipt } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { resetSessionCache } from "../providers/session";
import { renderAt, session, toastTexts, warmUp } from "../test/app";
import { json, mockFetch } from "../test/fetchMock";
import { openReceipt } from "../test/receiptDialog";
import { cashSale, receiptShop as shop } from "../test/receiptFixtures";
import { TRANSPORTS } from "./browserTransport";
import {
  DEFAULT_DEVICE_PRINTER,
  loadDevicePrinter,
  saveDevicePrinter,
  type PairedDevice,
  type TransportKind,
} from "./devicePrinter";
import { msgNotWritten } from "./printTarget";
import { MSG_DIALOG_FALLBACK } from "./useReceiptPrinter";
import { useDrawerKick } from "./useDrawerKick";

const API: Record<TransportKind, string> = { usb: "usb", serial: "serial", bluetooth: "bluetooth" };

const printerOnDesk: PairedDevice = {
  type: "usb",
  manufacturerName: "EPSON",
  productName: "TM-T82",
  vendorId: 0x04b8,
  productId: 0x0202,
  serialNumber: "X5E0123",
};

/** The browser has the transport's API (jsdom has none of them). */
function browserHas(kind: TransportKind) {
  Object.defineProperty(navigator, API[kind], { value: {}, configurable: true });
}

afterEach(() => {
  for (const api of Object.values(API)) Reflect.deleteProperty(navigator, api);
});

/**
 * The transport's library played by a fake printer at the adapter boundary: `connect` is the
 * browser's chooser picking `printerOnDesk`, `reconnect` finds the paired printer again, and
 * `print` takes the bytes, or refuses them with `failure`.
 */
function fakePrinter(kind: TransportKind, failure?: string) {
  const sent: Uint8Array[] = [];
  const reconnects: PairedDevice[] = [];
  class FakePrinter {
    private connected: ((device: PairedDevice) => void)[] = [];
    // As the libraries do: listeners run from a 0 ms timer, after connect() has resolved.
    private emit(device: PairedDevice) {
      this.connected.forEach((listener) => setTimeout(() => listener(device), 0));
    }
    addEventListener(event: string, listener: (device: PairedDevice) => void) {
      if (event === "connected") this.connected.push(listener);
    }
    async connect() {
      this.emit(printerOnDesk);
    }
    async reconnect(device: PairedDevice) {
      reconnects.push(device);
      this.emit(device);
    }
    async print(data: Uint8Array) {
      if (failure) throw new Error(failure);
      sent.push(data);
    }
  }
  vi.spyOn(TRANSPORTS[kind], "load").mockResolvedValue(FakePrinter);
  return { sent, reconnects };
}

function pairedOn(kind: TransportKind) {
  browserHas(kind);
  saveDevicePrinter({
    ...DEFAULT_DEVICE_PRINTER,
    transport: kind,
    paper: "80mm",
    drawer: true,
    paired: { [kind]: printerOnDesk },
  });
}

describe("a printer reached from the browser", () => {
  it("gets the encoder's bytes for a cash receipt, drawer kick included, after reconnecting to the paired printer", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { sent, reconnects } = fakePrinter("usb");
    pairedOn("usb");
    openReceipt(cashSale);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(
      encodeReceipt(saleReceiptDoc(cashSale, shop), { paper: "80mm", drawer: true }),
    );
    expect(readEscPos(sent[0]).kicks).toBe(1);
    expect(reconnects).toEqual([printerOnDesk]);
    expect(print).not.toHaveBeenCalled();
  });

  it("opens the drawer with the kick's bytes on Buka Laci", async () => {
    const { sent } = fakePrinter("serial");
    pairedOn("serial");
    const { result } = renderHook(useDrawerKick);
    act(() => result.current());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(encodeDrawerKick());
  });

  it("says why in Indonesian when the printer refuses, and prints through the dialog instead", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    fakePrinter("bluetooth", "Sambungan Bluetooth terputus.");
    pairedOn("bluetooth");
    openReceipt(cashSale);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(MSG_DIALOG_FALLBACK)).toBeTruthy();
    expect(toastTexts()).toEqual([`Gagal mencetak: ${msgNotWritten("EPSON TM-T82")}`]);
    expect(screen.getByRole("button", { name: /Cetak/ })).toBeTruthy();
  });
});

describe("Pengaturan → Printer, printer perangkat ini", () => {
  warmUp(() => import("./PrinterSettings"));

  const page = () => {
    resetSessionCache();
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/printers": () => json({ items: [], total: 0 }),
    });
    return renderAt("/dashboard/settings/printers");
  };

  it("shows the browser's ways disabled with the reason where the browser lacks them", async () => {
    page();
    await screen.findByRole("radio", { name: /USB \(WebUSB\)/ });
    for (const kind of Object.keys(API) as TransportKind[]) {
      const { label } = TRANSPORTS[kind];
      const choice = screen.getByText(label).closest("label")!;
      expect(within(choice).getByRole("radio")).toHaveProperty("disabled", true);
      expect(
        within(choice).getByText(`Browser ini tidak mendukung ${label}.`, { exact: false }),
      ).toBeTruthy();
    }
    expect(screen.getByRole("radio", { name: "Dialog cetak browser" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("pairs a Bluetooth printer, keeps the choice on this device and prints its test page", async () => {
    browserHas("bluetooth");
    const { sent } = fakePrinter("bluetooth");
    const { unmount } = page();
    fireEvent.click(await screen.findByRole("radio", { name: /Bluetooth LE/ }));
    fireEvent.click(await screen.findByRole("button", { name: /Hubungkan printer/ }));
    expect(await screen.findByText("Terhubung: EPSON TM-T82")).toBeTruthy();
    expect(loadDevicePrinter()).toMatchObject({
      transport: "bluetooth",
      paired: { bluetooth: printerOnDesk },
    });
    fireEvent.click(screen.getByRole("button", { name: /Cetak halaman uji/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const paper = readEscPos(sent[0]);
    expect(paper.lines.join("\n")).toContain("HALAMAN UJI PRINTER");
    expect(paper.kicks).toBe(0);

    unmount();
    page();
    const chosen = await screen.findByRole("radio", { name: /Bluetooth LE/ });
    expect(chosen).toHaveProperty("checked", true);
    expect(within(chosen.closest("label")!).queryByText(/tidak mendukung/)).toBeNull();
  });
});

describe("a write the printer did not take", () => {
  const lost = () => new DOMException("The device has been lost.", "NetworkError");
  const notWritten = `Gagal mencetak: ${msgNotWritten("EPSON TM-T82")}`;

  /** A serial port of the paired printer (the browser's SerialPort), whose writes fail. */
  function brokenSerialPort() {
    const port = {
      getInfo: () => ({
        usbVendorId: printerOnDesk.vendorId,
        usbProductId: printerOnDesk.productId,
      }),
      open: async () => undefined,
      readable: null,
      writable: new WritableStream<Uint8Array>({
        write() {
          throw lost();
        },
      }),
    };
    Object.defineProperty(navigator, "serial", {
      value: {
        getPorts: async () => [port],
        requestPort: async () => port,
        addEventListener: () => undefined,
      },
      configurable: true,
    });
  }

  it("says so in Indonesian over Web Serial, where the library's print returns before its write failed", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    // Web Serial's library leaves its failed write unhandled: here it is no test failure.
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    pairedOn("serial");
    brokenSerialPort();
    openReceipt(cashSale);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(MSG_DIALOG_FALLBACK)).toBeTruthy();
    expect(toastTexts()).toEqual([notWritten]);
    process.off("unhandledRejection", unhandled);
  });

  it.each([
    ["fails", () => Promise.reject(lost())],
    ["stalls", () => Promise.resolve({ status: "stall", bytesWritten: 0 })],
  ])(
    "says so over WebUSB when the transfer %s, which its library only logs",
    async (_, transfer) => {
      const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
      // The browser's USBDevice, whose transferOut the library awaits.
      class USBDevice {}
      Object.assign(USBDevice.prototype, { transferOut: transfer });
      vi.stubGlobal("USBDevice", USBDevice);
      const device = new USBDevice() as {
        transferOut: (endpoint: number, data: Uint8Array) => Promise<unknown>;
      };
      class LoggingPrinter {
        addEventListener(event: string, listener: (d: PairedDevice) => void) {
          if (event === "connected") setTimeout(() => listener(printerOnDesk), 0);
        }
        async connect() {}
        async reconnect() {}
        // As @point-of-sale/webusb-receipt-printer prints: a failure goes to the console only.
        async print(data: Uint8Array) {
          try {
            await device.transferOut(1, data);
          } catch (error) {
            console.log(String(error));
          }
        }
      }
      vi.spyOn(TRANSPORTS.usb, "load").mockResolvedValue(LoggingPrinter);
      pairedOn("usb");
      openReceipt(cashSale);
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(toastTexts()).toEqual([notWritten]));
      vi.unstubAllGlobals();
    },
  );
});
