import { describe, expect, it } from "vitest";
import { WithQrDrawer } from "@konter/ui-kit/test/qrDrawer";
import { render } from "@testing-library/react";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { create } from "qrcode";
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

  describe("a sale with something left to pay", () => {
    const qris = "00020101021226570011ID.DANA.WWW540689900063041234";
    const owing: Sale = {
      ...qrisSale,
      paid_amount: 10000000,
      remaining_amount: 1550000,
      payments: [{ ...qrisSale.payments![0], amount: 10000000 }],
    };

    for (const paper of PAPERS)
      it(`prints the shop's QRIS for what remains, as the screen shows it (${paper})`, () => {
        const { container } = render(
          <WithQrDrawer>
            <SaleReceipt sale={owing} shop={shop} qris={qris} />
          </WithQrDrawer>,
        );
        const printout = readEscPos(
          encodeReceipt(saleReceiptDoc(owing, shop, qris), { paper, drawer: true }),
        );
        expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
        expect(printout).toMatchObject({ qr: [qris], images: [] });
        expect(printout.lines.some((l) => /^QRIS Rp\s1\.550\.000$/.test(l.trim()))).toBe(true);
      });

    it("prints it as an image on a printer without the QR command", () => {
      const printout = readEscPos(
        encodeReceipt(saleReceiptDoc(owing, shop, qris), {
          paper: "80mm",
          drawer: false,
          qrModules: (data) => create(data, { errorCorrectionLevel: "M" }).modules,
        }),
      );
      expect(printout.qr).toEqual([]);
      expect(printout.images).toHaveLength(1);
    });

    it("prints no QRIS when all is paid or the sale is void", () => {
      const qrOf = (sale: Sale) =>
        readEscPos(
          encodeReceipt(saleReceiptDoc(sale, shop, qris), { paper: "58mm", drawer: false }),
        ).qr;
      expect(qrOf(qrisSale)).toEqual([]);
      expect(qrOf({ ...owing, voided_at: "2026-11-23T02:00:00Z" })).toEqual([]);
    });
  });
});
