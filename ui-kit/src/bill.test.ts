import { describe, expect, it } from "vitest";
import fixture from "./billCases.gen.json";
import { settle, type Bill } from "./bill";

/** A case of core/billcases as the fixture writes it: rupiah as strings of digits. */
type Case = (typeof fixture.cases)[number] & { refused?: string; want?: Record<string, string> };

function bill(c: Case): Bill {
  const b = c.bill;
  return {
    lines: b.lines.map((l) => ({ quantity: l.quantity, price: BigInt(l.price) })),
    discount: BigInt(b.discount),
    payments: (b.payments ?? []).map((p) => ({ ...p, amount: BigInt(p.amount) })),
    accepted: b.accepted,
    customer: b.customer,
    onCredit: b.on_credit,
    upToTotal: b.up_to_total,
  };
}

describe("settle follows core.Bill", () => {
  it.each(fixture.cases as Case[])("$rule", (c) => {
    const s = settle(bill(c));
    if (c.refused) {
      expect(s.refused).toBe(c.refused);
      return;
    }
    expect(s.refused).toBeUndefined();
    const { subtotal, total, paid, change, remaining } = s;
    expect({ subtotal, total, paid, change, remaining }).toEqual(
      Object.fromEntries(Object.entries(c.want ?? {}).map(([k, v]) => [k, BigInt(v)])),
    );
  });
});

it("takes numbers from a cashier's fields", () => {
  const s = settle({
    lines: [{ quantity: 2, price: 25000 }],
    discount: 5000,
    payments: [{ method: "tunai", amount: 50000 }],
    accepted: ["tunai"],
  });
  expect(s).toEqual({
    subtotal: 50000n,
    discount: 5000n,
    total: 45000n,
    paid: 50000n,
    change: 5000n,
    remaining: 0n,
  });
});
