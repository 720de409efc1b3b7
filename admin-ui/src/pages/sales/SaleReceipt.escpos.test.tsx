import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { SaleReceipt, saleReceiptDoc } from "@konter/ui-kit";
import type { Sale } from "./types";
import { cashSale, qrisSale, receiptShop as shop } from "../../test/receiptFixtures";

const PAPERS = Object.keys(THERMAL_COLUMNS) as ThermalPaper[];

describe("sale receipt on a thermal printer", () => {
  for (const paper of PAPERS)
    for (const [name, sale] of [
      ["cash, voided", cashSale],
      ["QRIS", qrisSale],
    ] as const)
      it(`prints what the screen shows on ${paper} paper (${name})`, () => {
        const { container } = render(<SaleReceipt sale={sale} shop={shop} />);
        const printout = readEscPos(
          encodeReceipt(saleReceiptDoc(sale, shop), { paper, drawer: true }),
        );
        expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
        expect(printout.barcodes).toEqual(["TRX-20261122-000007"]);
        expect(printout.events.filter((e) => e.type !== "line").at(-1)).toEqual({ type: "cut" });
      });

  it("opens the drawer for cash on a printer with a drawer, never for QRIS or without one", () => {
    const kicks = (sale: Sale, drawer: boolean) =>
      readEscPos(encodeReceipt(saleReceiptDoc(sale, shop), { paper: "58mm", drawer })).kicks;
    expect(kicks(cashSale, true)).toBe(1);
    expect(kicks(cashSale, false)).toBe(0);
    expect(kicks(qrisSale, true)).toBe(0);
  });
});
