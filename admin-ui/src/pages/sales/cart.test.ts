import { describe, expect, it } from "vitest";
import type { Product } from "../../interfaces";
import { product as productFixture } from "../../test/fixtures";
import {
  addProduct,
  addUnit,
  unitInCart,
  checkDraft,
  computeTotals,
  exactBarcodeMatch,
  setQuantity,
  toSaleRequest,
  unitPrice,
  MSG_CASH_SHORT,
  MSG_EMPTY_CART,
  MSG_NEED_CUSTOMER,
  type CartLine,
  type SaleDraft,
} from "./cart";
import {
  MSG_CONFIRM_QRIS,
  MSG_CREDIT_REFERENCE,
  MSG_NON_CASH_OVER,
  type OtherPayment,
} from "./payments";

/** id 1, 3 in stock. */
const product = (over: Partial<Product> = {}) => productFixture({ id: 1, stock: 3, ...over });

const glass = product();
const charger = product({
  id: 2,
  name: "Charger Samsung 25W",
  stock: 1,
  retail_price: 249000,
  reseller_price: 220000,
  barcode: "2000000101835",
});

describe("cart rules", () => {
  it("adds a new line with quantity 1, and one more on a second add", () => {
    let r = addProduct([], glass);
    expect(r.error).toBeUndefined();
    expect(r.lines).toMatchObject([{ product_id: 1, quantity: 1 }]);
    r = addProduct(r.lines, glass);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0].quantity).toBe(2);
  });

  it("refuses to raise beyond the stock with the product's name and leaves the line", () => {
    let r = addProduct([], charger);
    r = addProduct(r.lines, charger);
    expect(r.error).toBe("Stok Charger Samsung 25W tidak mencukupi.");
    expect(r.lines[0].quantity).toBe(1);
    // the +1 button goes through setQuantity
    const raised = setQuantity(r.lines, 2, 2);
    expect(raised.error).toBe("Stok Charger Samsung 25W tidak mencukupi.");
    expect(raised.lines[0].quantity).toBe(1);
  });

  it("refuses a product with no stock", () => {
    const r = addProduct([], product({ stock: 0, name: "Infinix Hot 40 Pro" }));
    expect(r.error).toBe("Stok Infinix Hot 40 Pro tidak mencukupi.");
    expect(r.lines).toEqual([]);
  });

  it("takes the newest stock when the same product is added again", () => {
    const first = addProduct([], glass).lines;
    const r = addProduct(first, { ...glass, stock: 1 });
    expect(r.error).toBe("Stok Tempered Glass Samsung A15 tidak mencukupi.");
  });

  it("clamps a typed quantity above the stock to the stock, with the refusal", () => {
    const lines = addProduct([], glass).lines;
    const r = setQuantity(lines, 1, 15);
    expect(r.error).toBe("Stok Tempered Glass Samsung A15 tidak mencukupi.");
    expect(r.lines[0].quantity).toBe(3);
  });

  it("removes the line at 0 or less, rounds fractions down, ignores empty input", () => {
    const lines = addProduct(addProduct([], glass).lines, charger).lines;
    expect(setQuantity(lines, 1, 0).lines.map((l) => l.product_id)).toEqual([2]);
    expect(setQuantity(lines, 1, -4).lines.map((l) => l.product_id)).toEqual([2]);
    expect(setQuantity(lines, 1, 2.7).lines[0].quantity).toBe(2);
    expect(setQuantity(lines, 1, null).lines).toBe(lines);
    expect(setQuantity(lines, 1, Number.NaN).lines).toBe(lines);
  });

  it("prices by customer type: umum pays retail, reseller pays the reseller price", () => {
    expect(unitPrice(glass, "umum")).toBe(25000);
    expect(unitPrice(glass, "reseller")).toBe(18000);
  });
});

describe("live preview", () => {
  const lines: CartLine[] = [
    {
      product_id: 1,
      name: "A",
      barcode: "",
      stock: 9,
      retail_price: 25000,
      reseller_price: 18000,
      quantity: 2,
    },
    {
      product_id: 2,
      name: "B",
      barcode: "",
      stock: 9,
      retail_price: 249000,
      reseller_price: 220000,
      quantity: 1,
    },
  ];

  it("computes subtotal, total after discount and change", () => {
    expect(computeTotals(lines, "umum", 4000, 300000)).toEqual({
      subtotal: 299000,
      discount: 4000,
      total: 295000,
      paid: 300000,
      change: 5000,
      remaining: 0,
    });
  });

  it("computes the remaining amount when underpaid, with reseller prices", () => {
    const t = computeTotals(lines, "reseller", null, 100000);
    expect(t.subtotal).toBe(256000);
    expect(t.total).toBe(256000);
    expect(t.change).toBe(0);
    expect(t.remaining).toBe(156000);
  });

  it("an exact payment leaves neither change nor remaining", () => {
    const t = computeTotals(lines, "umum", 0, 299000);
    expect([t.change, t.remaining]).toEqual([0, 0]);
  });

  it("takes the rest by QRIS: change comes from the cash only", () => {
    // 299.000: Rp 200.000 by QRIS and Rp 150.000 cash → Rp 51.000 change, from the cash.
    expect(computeTotals(lines, "umum", 0, 150000, 200000)).toMatchObject({
      total: 299000,
      paid: 350000,
      change: 51000,
      remaining: 0,
    });
    // QRIS alone above the total gives no change.
    expect(computeTotals(lines, "umum", 0, 0, 300000)).toMatchObject({ change: 0, remaining: 0 });
  });

  it("sends every payment by method once there is more than cash, and checks them first", () => {
    const qris: OtherPayment = { key: 1, method: "qris", amount: 200000, reference: " QR-1 " };
    const draft: SaleDraft = {
      lines,
      customerType: "umum",
      customerId: null,
      discount: 0,
      paymentMethod: "tunai",
      paid: 150000,
      others: [qris],
    };
    expect(checkDraft(draft)).toBe(MSG_CONFIRM_QRIS);
    const confirmed = { ...draft, others: [{ ...qris, confirmed: true }] };
    expect(checkDraft(confirmed)).toBeNull();
    const body = toSaleRequest(confirmed);
    expect(body.paid_amount).toBeUndefined();
    expect(body.payments).toEqual([
      { method: "tunai", amount: 150000 },
      { method: "qris", amount: 200000, reference: "QR-1" },
    ]);
    const over = { ...confirmed, others: [{ ...qris, amount: 300000, confirmed: true }] };
    expect(checkDraft(over)).toBe(MSG_NON_CASH_OVER);
    // A return's credit names its return.
    const credit: OtherPayment = { key: 2, method: "tukar", amount: 100000, reference: "" };
    expect(checkDraft({ ...draft, others: [credit] })).toBe(MSG_CREDIT_REFERENCE);
    // A row left at nothing is cash only again: the spec's paid_amount.
    const empty = toSaleRequest({ ...draft, others: [{ ...qris, amount: null }] });
    expect(empty).toMatchObject({ paid_amount: 150000 });
    expect(empty.payments).toBeUndefined();
  });

  it("checks the draft with the spec's texts", () => {
    const base: SaleDraft = {
      lines,
      customerType: "umum",
      customerId: null,
      discount: 0,
      paymentMethod: "tunai",
      paid: 0,
    };
    const empty = { ...base, lines: [] };
    expect(checkDraft(empty)).toBe(MSG_EMPTY_CART);
    expect(checkDraft(base)).toBe(MSG_CASH_SHORT);
    const credit = { ...base, paymentMethod: "cicilan" as const };
    expect(checkDraft(credit)).toBe(MSG_NEED_CUSTOMER);
    const withCustomer = { ...credit, customerId: 3 };
    expect(checkDraft(withCustomer)).toBeNull();
  });

  it("sends lines and choices only, never amounts the server computes", () => {
    const body = toSaleRequest({
      lines,
      customerType: "reseller",
      customerId: "4",
      discount: 1000,
      paymentMethod: "cicilan",
      paid: 50000,
    });
    expect(body).toEqual({
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
      customer_type: "reseller",
      customer_id: 4,
      discount: 1000,
      payment_method: "cicilan",
      paid_amount: 50000,
    });
    const order = toSaleRequest({
      lines,
      customerType: "umum",
      customerId: null,
      discount: null,
      paymentMethod: "tunai",
      paid: 299000,
      orderId: "7",
    });
    expect(order).toEqual({
      order_id: 7,
      customer_type: "umum",
      discount: 0,
      payment_method: "tunai",
      paid_amount: 299000,
    });
  });
});

describe("units scanned by IMEI", () => {
  const phone = productFixture({ id: 7, name: "Redmi Note 13", stock: 3, tracked: true });
  it("adds the unit on its product's line, once; fewer pieces let the last scanned go", () => {
    let r = addUnit([], phone, { id: 11, number: "490154203237518" });
    r = addUnit(r.lines, phone, { id: 12, number: "356938035643809" });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0].quantity).toBe(2);
    expect(r.lines[0].units?.map((u) => u.id)).toEqual([11, 12]);
    const again = addUnit(r.lines, phone, { id: 12, number: "356938035643809" });
    expect(again.error).toBe(unitInCart("356938035643809"));
    expect(again.lines).toBe(r.lines);
    const body = toSaleRequest({
      lines: r.lines,
      customerType: "umum",
      customerId: null,
      discount: 0,
      paymentMethod: "tunai",
      paid: 0,
    });
    expect(body.items).toEqual([{ product_id: 7, quantity: 2, unit_ids: [11, 12] }]);
    const fewer = setQuantity(r.lines, 7, 1);
    expect(fewer.lines[0].units?.map((u) => u.id)).toEqual([11]);
  });
});

describe("scanner", () => {
  it("matches only an exact barcode", () => {
    const found = [
      product({ id: 5, barcode: "20000001021840", name: "Case 2000000102184" }),
      glass,
    ];
    expect(exactBarcodeMatch(found, " 2000000102184 ")?.id).toBe(1);
    expect(exactBarcodeMatch(found, "200000010218")).toBeUndefined();
    expect(exactBarcodeMatch(found, "")).toBeUndefined();
  });
});
