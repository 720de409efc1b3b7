import { describe, expect, it } from "vitest";
import { readEscPos } from "../test/escpos";
import { encodeReceipt } from "./escpos";
import { THERMAL_DOTS, logoSize, type RasterPicture } from "./raster";
import { shopInfo } from "./shop";

const doc = {
  shop: shopInfo({ appName: "Konter Maju Jaya", logoUrl: "/uploads/logo.png" }, "Konter"),
  title: "STRUK PENJUALAN",
  blocks: [],
  notes: [],
  cash: false,
};

/** A mid-grey picture: dithered, about half its dots print; thresholded, all or none would. */
function grey(width: number, height: number): RasterPicture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([128, 128, 128, 255], i);
  return { data, width, height };
}

describe("the shop's logo on a thermal printer", () => {
  it.each(["58mm", "80mm"] as const)(
    "prints a wide logo as a dithered raster image as wide as the paper (%s), above the name",
    (paper) => {
      const size = logoSize(1200, 200, paper);
      expect(size.width).toBe(THERMAL_DOTS[paper]);
      const printed = readEscPos(
        encodeReceipt(doc, { paper, drawer: false, logo: grey(size.width, size.height) }),
      );
      const [image] = printed.images;
      expect(printed.images).toHaveLength(1);
      expect(image).toMatchObject({ width: THERMAL_DOTS[paper], height: size.height });
      const black = image.dots.reduce((sum, dot) => sum + dot, 0) / image.dots.length;
      expect(black).toBeGreaterThan(0.3);
      expect(black).toBeLessThan(0.7);
      const imageAt = printed.events.findIndex((e) => e.type === "image");
      const nameAt = printed.events.findIndex(
        (e) => e.type === "line" && e.text.trim() === "Konter Maju Jaya",
      );
      expect(imageAt).toBeLessThan(nameAt);
    },
  );

  it("keeps a small logo's size, caps a tall one's height, and rows of whole bytes", () => {
    expect(logoSize(120, 60, "58mm")).toEqual({ width: 120, height: 60 });
    expect(logoSize(100, 50, "80mm")).toEqual({ width: 96, height: 48 });
    const tall = logoSize(400, 800, "80mm");
    expect(tall.height).toBeLessThanOrEqual(160);
    expect(tall.width % 8).toBe(0);
  });

  it("prints no image without a logo, as before", () => {
    const printed = readEscPos(encodeReceipt(doc, { paper: "58mm", drawer: false }));
    expect(printed.images).toEqual([]);
    expect(printed.lines[0].trim()).toBe("Konter Maju Jaya");
  });
});
