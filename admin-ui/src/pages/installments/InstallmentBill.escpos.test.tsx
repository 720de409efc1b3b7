import { describe, expect, it } from "vitest";
import { WithQrDrawer } from "@konter/ui-kit/test/qrDrawer";
import { render } from "@testing-library/react";
import { create } from "qrcode";
import { ReceiptDocument } from "@konter/ui-kit";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { receiptShop as shop } from "../../test/receiptFixtures";
import { installmentBillDoc } from "./InstallmentBill";
import type { Installment } from "./types";

const installment: Installment = {
  id: 3,
  transaction_id_display: "TRX-20261122-000003",
  transaction_type: "Penjualan",
  customer_id: 3,
  customer_name_cache: "Agus Wijaya",
  total_amount: 3450000,
  paid_amount: 1150000,
  remaining_amount: 2300000,
  status: "Belum Lunas",
  details: null,
  kasir_id: 2,
  outlet_id: 1,
  created_at: "2026-10-22T03:00:00Z",
  updated_at: "2026-11-22T04:15:00Z",
};

const qris = "00020101021226570011ID.DANA.WWW540689900063041234";

describe("the instalment bill on a thermal printer", () => {
  for (const paper of Object.keys(THERMAL_COLUMNS) as ThermalPaper[])
    it(`prints what the screen shows with the QRIS as the printer's QR code (${paper})`, () => {
      const doc = installmentBillDoc(installment, shop, qris);
      const { container } = render(
        <WithQrDrawer>
          <ReceiptDocument doc={doc} />
        </WithQrDrawer>,
      );
      const printout = readEscPos(encodeReceipt(doc, { paper, drawer: true }));
      expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
      expect(printout).toMatchObject({ qr: [qris], images: [], kicks: 0 });
      expect(printout.lines.some((l) => /^QRIS Rp\s2\.300\.000$/.test(l.trim()))).toBe(true);
    });

  it("prints the QRIS as an image on a printer without the QR command", () => {
    const printout = readEscPos(
      encodeReceipt(installmentBillDoc(installment, shop, qris), {
        paper: "58mm",
        drawer: false,
        qrModules: (data) => create(data, { errorCorrectionLevel: "M" }).modules,
      }),
    );
    expect(printout.qr).toEqual([]);
    expect(printout.images).toHaveLength(1);
  });

  it("prints no QR code when the shop has no QRIS", () => {
    const printout = readEscPos(
      encodeReceipt(installmentBillDoc(installment, shop, ""), { paper: "58mm", drawer: false }),
    );
    expect(printout).toMatchObject({ qr: [], images: [] });
  });
});
