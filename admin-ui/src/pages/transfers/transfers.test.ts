import { describe, expect, it } from "vitest";
import {
  receiptBody,
  shortfall,
  stillMissing,
  unitOf,
  type TransferLine,
  type TransferUnit,
} from "./types";

const glass: TransferLine = {
  id: 1,
  transfer_id: 9,
  product_id: 10,
  product_name: "Tempered Glass",
  tracked: false,
  quantity: 3,
  received: 0,
};
const phone: TransferLine = {
  ...glass,
  id: 2,
  product_id: 20,
  product_name: "Redmi 13",
  tracked: true,
  quantity: 2,
};
const units: TransferUnit[] = [
  { transfer_id: 9, unit_id: 5, product_id: 20, number: "490154203237518", received: false },
  { transfer_id: 9, unit_id: 6, product_id: 20, number: "SN-ABC", received: false },
];

describe("receiving a transfer", () => {
  it("finds a scanned unit by its number, in any case and with the scanner's spaces", () => {
    expect(unitOf(units, " sn-abc ")?.unit_id).toBe(6);
    expect(unitOf(units, "490154203237519")).toBeUndefined();
  });

  it("sends the counted quantities of the products sent by quantity, and the units scanned", () => {
    expect(receiptBody([glass, phone], { 10: 2.7 }, ["SN-ABC"])).toEqual({
      lines: [{ product_id: 10, quantity: 2 }],
      units: ["SN-ABC"],
    });
    expect(receiptBody([glass], {}, []).lines).toEqual([{ product_id: 10, quantity: 0 }]);
  });

  it("tells what still lacks against what was sent: an uncounted product lacks all of it", () => {
    expect(stillMissing([glass, phone], {}, [], units)).toBe(5);
    expect(stillMissing([glass, phone], { 10: 3 }, ["490154203237518"], units)).toBe(1);
    expect(stillMissing([glass, phone], { 10: 9 }, ["490154203237518", "SN-ABC"], units)).toBe(0);
  });

  it("shows a shortfall only once the transfer is received", () => {
    expect(shortfall({ status: "sent" }, glass)).toBe(0);
    expect(shortfall({ status: "short" }, { ...glass, received: 1 })).toBe(2);
  });
});
