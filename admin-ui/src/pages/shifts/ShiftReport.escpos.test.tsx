import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { receiptShop as shop } from "../../test/receiptFixtures";
import { closedShift } from "../../test/shiftFixtures";
import { ShiftReport, shiftReportDoc } from "./ShiftReport";
import type { Shift } from "./types";

const closed: Shift = {
  ...closedShift,
  voids: 1,
  drawer_openings: [
    { id: 1, reason: "Tukar uang receh", user_name: "Hendra", created_at: "2026-11-24T02:00:00Z" },
  ],
};

describe("the Z report on a thermal printer", () => {
  for (const paper of Object.keys(THERMAL_COLUMNS) as ThermalPaper[])
    it(`prints the figures the screen shows (${paper})`, () => {
      const { container, getByTestId } = render(<ShiftReport shift={closed} shop={shop} />);
      const printout = readEscPos(
        encodeReceipt(shiftReportDoc(closed, shop), { paper, drawer: true }),
      );
      expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
      const printed = printout.lines.map((l) => l.replace(/\s+/g, " ").trim());
      for (const id of ["z-opening", "z-method-qris", "z-expected", "z-counted", "z-difference"]) {
        const screenRow = getByTestId(id).textContent!.replace(/\s+/g, " ").trim();
        expect(printed.some((line) => line.replace(/ /g, "") === screenRow.replace(/ /g, ""))).toBe(
          true,
        );
      }
      expect(printout).toMatchObject({ kicks: 0, cuts: 1, barcodes: ["SHIFT-000007"] });
      expect(printed).toContain("LAPORAN TUTUP SHIFT");
    });
});
