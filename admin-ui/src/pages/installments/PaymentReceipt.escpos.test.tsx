import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { receiptShop as shop } from "../../test/receiptFixtures";
import { PaymentReceipt, paymentReceiptDoc, type PaymentReceiptOf } from "./PaymentReceipt";

/** One payment of the instalment at the till. */
function paid(method: string, amount: number) {
  return { method, amount, change_amount: 0, reference: null, created_at: "2026-11-22T04:15:00Z" };
}

const lastPayment: PaymentReceiptOf = {
  installment: {
    id: 4,
    transaction_id_display: "CCL-20261122-000004",
    transaction_type: "Penjualan",
    customer_id: 3,
    customer_name_cache: "Agus Wijaya",
    total_amount: 3450000,
    paid_amount: 3450000,
    remaining_amount: 0,
    status: "Lunas",
    details: null,
    kasir_id: 2,
    outlet_id: 1,
    created_at: "2026-10-22T03:00:00Z",
    updated_at: "2026-11-22T04:15:00Z",
  },
  payment: {
    id: 9,
    installment_id: 4,
    kasir_id: 2,
    amount: 1150000,
    kasir_name: "Rina Marlina",
    created_at: "2026-11-22T04:15:00Z",
    payments: [paid("tunai", 150000), paid("qris", 1000000)],
  },
  remaining: 0,
};

const byQris: PaymentReceiptOf = {
  ...lastPayment,
  payment: { ...lastPayment.payment, payments: [paid("qris", 1150000)] },
  remaining: 1150000,
};

describe("instalment payment receipt on a thermal printer", () => {
  for (const paper of Object.keys(THERMAL_COLUMNS) as ThermalPaper[])
    for (const receipt of [lastPayment, byQris])
      it(`prints what the screen shows on ${paper} paper (remaining ${receipt.remaining})`, () => {
        const { container } = render(<PaymentReceipt receipt={receipt} shop={shop} />);
        const printout = readEscPos(
          encodeReceipt(paymentReceiptDoc(receipt, shop), { paper, drawer: true }),
        );
        expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
        expect(printout.barcodes).toEqual(["CCL-20261122-000004"]);
        expect(printout.kicks).toBe(receipt === lastPayment ? 1 : 0);
      });
});
