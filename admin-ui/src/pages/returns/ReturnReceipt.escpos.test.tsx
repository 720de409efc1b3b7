import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { receiptShop as shop } from "../../test/receiptFixtures";
import { ReturnReceipt, returnReceiptDoc } from "./ReturnReceipt";
import type { SaleReturn } from "./types";

const cashRefund: SaleReturn = {
  id: 2,
  return_id_display: "RTR-20261122-000002",
  transaction_id: 7,
  transaction_id_display: "TRX-20261122-000007",
  customer_name: "Agus Wijaya",
  reason: "Layar bergaris sejak dibeli, pelanggan minta uang kembali",
  refund_method: "tunai",
  value_amount: 5725000,
  debt_reduced: 3450000,
  refund_amount: 2275000,
  credit_left: 0,
  admin_name: "Admin Toko",
  created_at: "2026-11-23T02:00:00Z",
  items: [
    {
      sale_item_id: 11,
      product_id: 2,
      product_name: "Samsung Galaxy A55 5G 8/256GB Awesome Iceblue",
      quantity: 1,
      sale_price_at_sale: 5750000,
    },
  ],
};

const creditRefund: SaleReturn = {
  ...cashRefund,
  refund_method: "tukar",
  debt_reduced: 0,
  refund_amount: 5725000,
  credit_left: 5725000,
};

describe("return receipt on a thermal printer", () => {
  for (const paper of Object.keys(THERMAL_COLUMNS) as ThermalPaper[])
    for (const ret of [cashRefund, creditRefund])
      it(`prints what the screen shows on ${paper} paper (${ret.refund_method})`, () => {
        const { container } = render(<ReturnReceipt ret={ret} shop={shop} />);
        const printout = readEscPos(
          encodeReceipt(returnReceiptDoc(ret, shop), { paper, drawer: true }),
        );
        expectPaperMatchesScreen(printout, container, THERMAL_COLUMNS[paper]);
        expect(printout.barcodes).toEqual(["RTR-20261122-000002"]);
        // Cash paid back comes out of the drawer; a credit for an exchange does not.
        expect(printout.kicks).toBe(ret === cashRefund ? 1 : 0);
      });
});
