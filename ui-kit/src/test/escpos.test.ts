import { describe, expect, it } from "vitest";
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { readEscPos } from "./escpos";

const encoder = () => new ReceiptPrinterEncoder({ columns: 32, newline: "\n" }).initialize();

describe("ESC/POS reader", () => {
  it("reads text lines, QR and barcode payloads, the drawer kick and the cut in order", () => {
    const bytes = encoder()
      .line("Halo")
      .qrcode("https://konter.test/lacak/abc123")
      .barcode("SRV-000012", "code128", 60)
      .pulse()
      .cut()
      .encode();
    const out = readEscPos(bytes);
    expect(out.lines[0]).toBe("Halo");
    expect(out.qr).toEqual(["https://konter.test/lacak/abc123"]);
    expect(out.barcodes).toEqual(["SRV-000012"]);
    expect(out.events.filter((e) => e.type !== "line")).toEqual([
      { type: "qr", data: "https://konter.test/lacak/abc123" },
      { type: "barcode", data: "SRV-000012" },
      { type: "kick", pin: 0 },
      { type: "cut" },
    ]);
  });

  it("refuses a command it does not know rather than print it as text", () => {
    expect(() => readEscPos(new Uint8Array([0x1b, 0x7e, 0x00]))).toThrow(/unknown ESC/);
    expect(() => readEscPos(new Uint8Array([0x1d, 0x28, 0x6b, 0x09, 0x00]))).toThrow(/cut short/);
  });
});
