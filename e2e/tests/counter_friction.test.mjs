// Issue 35, the counter's friction: refused scans, an exchange, the customer display and the
// small things a cashier trips over, each driven as the Kasir or the Admin did it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  STATIC_QRIS,
  closeBackOffice,
  openBackOffice,
  openCashier,
  scan,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let product;
let scannable;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 768 }));
  await admin.put("/api/settings", { paymentMethods: "qris", qrisStatic: STATIC_QRIS });
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100&sort=name");
  scannable = items.filter((p) => p.stock >= 5 && !p.tracked && /^\d{13}$/.test(p.barcode));
  product = scannable[0];
  assert.ok(scannable.length >= 8, "the demo shop has things to sell");
});

after(() => closeBackOffice({ shop, browser }));

/** Whether the middle of `locator` is itself on top there (no toast over it). */
async function uncovered(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return el.contains(hit) || !!hit?.contains(el);
  });
}

test("10: two refused scans leave the Tunai/Cicilan switch and the subtotal in sight", async () => {
  await withPage(browser, "friction-10", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES_CASHIER);
    // A long cart, scrolled to its end: the payment panel stays in view at the top.
    for (const p of scannable.slice(0, 8)) await scan(page, p.barcode);
    await page.getByTestId("cart-line").nth(7).scrollIntoViewIfNeeded();
    await scan(page, "2999999999990");
    await toast(page, 'Barang "2999999999990" tidak ditemukan.');
    await scan(page, "2999999999991");
    await toast(page, 'Barang "2999999999991" tidak ditemukan.');
    // The second refusal takes the first one's place.
    assert.equal(await page.locator(".ant-notification-notice").count(), 1);
    const method = page.locator("#sale-method");
    for (const name of ["Tunai", "Cicilan"])
      assert.ok(await uncovered(method.locator("label", { hasText: name })), `${name} in sight`);
    assert.ok(await uncovered(page.getByTestId("preview-subtotal")), "the subtotal in sight");
  });
});
