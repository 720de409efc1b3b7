import { afterEach, describe, expect, it, vi } from "vitest";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { receiptShop } from "../test/receiptFixtures";
import { json, mockFetch } from "../test/fetchMock";
import { lanTarget } from "./lanPrinter";
import { printOn } from "./printTarget";

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

/** The browser's image decoding and canvas, which jsdom lacks: a 1200×200 mid-grey logo. */
function browserDrawsLogo() {
  const decode = vi.fn(() => Promise.resolve());
  Object.defineProperty(HTMLImageElement.prototype, "decode", {
    value: decode,
    configurable: true,
  });
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(1200);
  vi.spyOn(HTMLImageElement.prototype, "naturalHeight", "get").mockReturnValue(200);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () =>
      ({
        fillRect: () => undefined,
        drawImage: () => undefined,
        getImageData: (_x: number, _y: number, width: number, height: number) => ({
          width,
          height,
          data: new Uint8ClampedArray(width * height * 4).fill(128),
        }),
      }) as unknown as CanvasRenderingContext2D,
  );
  return decode;
}

const doc = {
  shop: { ...receiptShop, logoUrl: "/uploads/logo.png" },
  title: "STRUK PENJUALAN",
  blocks: [],
  notes: [],
  cash: false,
};

async function printOnLan(paper: "58mm" | "80mm") {
  const { calls } = mockFetch({
    "GET /api/printers/5": () =>
      json({
        id: 5,
        name: "Kasir",
        host: "10.0.0.9",
        port: 9100,
        paper,
        drawer: false,
        qr_image: false,
      }),
    "POST /api/printers/5/jobs": () => new Response(null, { status: 204 }),
  });
  await printOn(await lanTarget(5), doc);
  const { data } = calls.find((c) => c.method === "POST")!.body as { data: string };
  return readEscPos(Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0)));
}

describe("the shop's logo on a LAN printer", () => {
  it("prints the settings' logo as wide as the paper, loading it once per page and paper", async () => {
    const decode = browserDrawsLogo();
    expect((await printOnLan("58mm")).images.map((i) => i.width)).toEqual([384]);
    expect((await printOnLan("58mm")).images.map((i) => i.width)).toEqual([384]);
    expect(decode).toHaveBeenCalledTimes(1);
    expect((await printOnLan("80mm")).images.map((i) => i.width)).toEqual([576]);
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
