import { describe, expect, it } from "vitest";
import { whatsAppShareUrl } from "./share";

describe("whatsAppShareUrl", () => {
  it("sends the product's name, price and link", () => {
    const url = whatsAppShareUrl(
      { id: 7, name: "Samsung Galaxy A15 & Case", retail_price: 2_799_000 },
      "https://toko.example",
    );
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(url.slice("https://wa.me/?text=".length));
    expect(text.replace(/\u00a0/g, " ")).toBe(
      "Samsung Galaxy A15 & Case — Rp 2.799.000\nhttps://toko.example/products/7",
    );
  });
});
