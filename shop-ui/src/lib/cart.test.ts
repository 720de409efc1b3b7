import { describe, expect, it } from "vitest";
import { makeProduct } from "../test/http";
import {
  addToCart,
  cartCount,
  cartTotal,
  lineTotal,
  parseStoredCart,
  refreshCart,
  removeFromCart,
  setQuantity,
  type CartItem,
} from "./cart";

const charger = makeProduct({ id: 1, name: "Charger 25W", retail_price: 249000, stock: 3 });
const cable = makeProduct({ id: 2, name: "Kabel Data", retail_price: 35000, stock: 10 });

function cartWith(...lines: Array<[typeof charger, number]>): CartItem[] {
  let items: CartItem[] = [];
  for (const [product, quantity] of lines) {
    for (let i = 0; i < quantity; i++) items = addToCart(items, product).items;
  }
  return items;
}

describe("addToCart", () => {
  it("puts a new product in the cart with quantity 1 and says '{name} ditambahkan ke keranjang!'", () => {
    const { items, notice } = addToCart([], charger);
    expect(items).toEqual([
      {
        id: 1,
        name: "Charger 25W",
        category: charger.category,
        image_url: null,
        retail_price: 249000,
        stock: 3,
        quantity: 1,
      },
    ]);
    expect(notice).toEqual({ kind: "success", text: "Charger 25W ditambahkan ke keranjang!" });
  });

  it("raises the quantity of a product already in the cart by 1", () => {
    const { items } = addToCart(cartWith([charger, 1], [cable, 1]), charger);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("refuses once the quantity has reached the stock: 'Stok {name} tidak mencukupi.'", () => {
    const full = cartWith([charger, 3]);
    const { items, notice } = addToCart(full, charger);
    expect(items).toEqual(full);
    expect(notice).toEqual({ kind: "error", text: "Stok Charger 25W tidak mencukupi." });
  });

  it("refuses a product that is out of stock", () => {
    const soldOut = makeProduct({ name: "Baterai Xiaomi", stock: 0 });
    expect(addToCart([], soldOut)).toEqual({
      items: [],
      notice: { kind: "error", text: "Stok Baterai Xiaomi tidak mencukupi." },
    });
  });

  it("does not change the items it was given", () => {
    const before = cartWith([charger, 1]);
    const copy = structuredClone(before);
    addToCart(before, charger);
    expect(before).toEqual(copy);
  });
});

describe("setQuantity", () => {
  it("sets the quantity within the stock, silently", () => {
    expect(setQuantity(cartWith([cable, 1]), 2, 7)).toEqual({
      items: [{ ...cartWith([cable, 1])[0], quantity: 7 }],
    });
  });

  it.each([0, -1])("removes the line at quantity %i", (quantity) => {
    expect(
      setQuantity(cartWith([charger, 2], [cable, 1]), 1, quantity).items.map((item) => item.id),
    ).toEqual([2]);
  });

  it("the minus button's quantity − 1 removes a line of 1", () => {
    const items = cartWith([charger, 1]);
    expect(setQuantity(items, 1, items[0].quantity - 1).items).toEqual([]);
  });

  it("clamps above the stock to the stock: 'Stok {name} hanya tersisa {stock}.'", () => {
    const { items, notice } = setQuantity(cartWith([charger, 1]), 1, 5);
    expect(items[0].quantity).toBe(3);
    expect(notice).toEqual({ kind: "error", text: "Stok Charger 25W hanya tersisa 3." });
  });

  it("ignores a product that is not in the cart", () => {
    expect(setQuantity(cartWith([cable, 1]), 99, 2).items).toEqual(cartWith([cable, 1]));
  });
});

describe("removeFromCart and the totals", () => {
  it("removes one line", () => {
    expect(removeFromCart(cartWith([charger, 1], [cable, 2]), 1).map((item) => item.id)).toEqual([
      2,
    ]);
  });

  it("counts every unit for the badge and adds up the subtotal", () => {
    const items = cartWith([charger, 2], [cable, 3]);
    expect(cartCount(items)).toBe(5);
    expect(lineTotal(items[0])).toBe(498000);
    expect(cartTotal(items)).toBe(2 * 249000 + 3 * 35000);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe("refreshCart", () => {
  it("takes the server's current price and stock, keeps quantities and drops products that are gone", () => {
    const items = cartWith([charger, 2], [cable, 1]);
    const next = refreshCart(items, [{ ...charger, retail_price: 259000, stock: 1 }], [2]);
    expect(next).toEqual([{ ...items[0], retail_price: 259000, stock: 1, quantity: 2 }]);
  });
});

describe("parseStoredCart", () => {
  it("reads back what was saved", () => {
    const items = cartWith([charger, 2], [cable, 1]);
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it("drops what it cannot trust", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("not json")).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(
      parseStoredCart(
        JSON.stringify([
          { id: 1, name: "X", retail_price: 5, stock: 2, quantity: 0 },
          { id: "x" },
          null,
        ]),
      ),
    ).toEqual([]);
  });
});
