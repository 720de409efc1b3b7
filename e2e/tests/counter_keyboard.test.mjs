// Issue 17: the cashier finishes a sale from the keyboard.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, scan, signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 768 }));
});

after(() => closeBackOffice({ shop, browser }));

test("Enter in the payment amount processes the sale", async () => {
  const { items } = await admin.get("/api/products?per_page=100&sort=name");
  const product = items.find((p) => p.stock > 0 && /^\d{13}$/.test(p.barcode));
  const before = (await admin.get("/api/sales?per_page=1")).total;
  await withPage(browser, "keyboard-enter-pays", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/transaction/sales");
    await scan(page, product.barcode);
    await page.getByTestId("cart-line").waitFor();
    const paid = page.getByLabel("Jumlah Bayar");
    await paid.fill(String(product.retail_price));
    await paid.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
  });
  assert.equal((await admin.get("/api/sales?per_page=1")).total, before + 1);
});
