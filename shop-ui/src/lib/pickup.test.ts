import { describe, expect, it } from "vitest";
import type { Product } from "../api/types";
import { pickupOutlets } from "./pickup";

const konter = { id: 1, name: "Konter" };
const dago = { id: 2, name: "Cabang Dago" };
const product = (id: number, available_at?: { id: number; name: string }[]) =>
  ({ id, name: `Produk ${id}`, available_at }) as Product;

describe("pickupOutlets", () => {
  it("names no outlet in a shop of one outlet", () => {
    expect(pickupOutlets([product(1), product(2)])).toBeNull();
  });

  it("offers the outlets holding every product, in the shop's order", () => {
    expect(pickupOutlets([product(1, [konter, dago]), product(2, [dago])])).toEqual([dago]);
    expect(pickupOutlets([product(1, [konter, dago]), product(2, [konter, dago])])).toEqual([
      konter,
      dago,
    ]);
  });

  it("offers none when a product is held nowhere or no outlet holds them all", () => {
    expect(pickupOutlets([product(1, [konter]), product(2)])).toEqual([]);
    expect(pickupOutlets([product(1, [konter]), product(2, [dago])])).toEqual([]);
  });
});
