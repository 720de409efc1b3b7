// Issue 21, goods received, against the real binary: an Admin receives 5 phones from a supplier
// by scanning their IMEIs (as fast as a scanner types), pays part of the invoice, sees the debt
// to the supplier, and the phones' stock is their units. The page passes axe.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  closeBackOffice,
  openBackOffice,
  openCashier,
  scan,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

/** A valid IMEI: 14 digits and their Luhn check digit. */
function imei(body) {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body[13 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

let shop;
let browser;
let admin;
let phone;
let supplier;
let imeis;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  supplier = await admin.post("/api/suppliers", { name: "PT Sinar Distribusi Seluler" });
  phone = await admin.post("/api/products", {
    name: "Xiaomi Redmi 13C 6/128",
    category: "Handphone",
    buy_price: 1_500_000,
    retail_price: 1_799_000,
    reseller_price: 1_750_000,
    barcode: "RED13C128",
    tracked: true,
  });
});

after(() => closeBackOffice({ shop, browser }));

test("5 phones received by scanning their IMEIs, part paid, the rest owed to the supplier", async () => {
  imeis = ["35693803564", "49015420323", "86123405678", "35209900176", "01234567890"].map((b, i) =>
    imei(b + String(100 + i)),
  );
  await withPage(browser, "purchases", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/data/purchases");
    await page.getByRole("button", { name: "Terima Barang" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Terima Barang dari Supplier" });
    await dialog.getByLabel("Supplier").click();
    await page.getByTitle(supplier.name).click();
    await dialog.getByLabel("No. Faktur").fill("SDS-2026-118");
    await dialog.getByLabel("Tambah barang").click();
    await dialog.getByLabel("Tambah barang").fill("Redmi 13C");
    await page.getByTitle(phone.name).click();
    // A scanner types each IMEI and Enter in a burst: none may be lost.
    const scanner = dialog.getByLabel(`IMEI / nomor seri ${phone.name}`);
    await scanner.focus();
    for (const n of imeis) await page.keyboard.type(n + "\n", { delay: 5 });
    for (const n of imeis) await dialog.getByText(n).waitFor();
    await dialog
      .getByTestId("receive-total")
      .getByText(/Rp\s7\.500\.000/)
      .waitFor();
    await dialog.getByLabel("Dibayar sekarang").fill("2500000");
    await screenshot(page, "purchases-receive");
    await dialog.getByRole("button", { name: "Simpan Penerimaan" }).click();
    await toast(page, "Penerimaan barang berhasil disimpan.");

    const row = page.locator("tr", { hasText: "SDS-2026-118" });
    await row.waitFor();
    assert.match(await row.innerText(), /5× Xiaomi Redmi 13C 6\/128/);
    assert.match(await row.innerText(), /Rp\s5\.000\.000/);
    await page
      .getByTestId("owed-supplier")
      .getByText(/Rp\s5\.000\.000/)
      .waitFor();
    await screenshot(page, "purchases-list");
    // axe on the page itself, not on a toast fading in or out.
    await page.locator(".ant-notification-notice-close").first().click();
    await page.locator(".ant-notification-notice").waitFor({ state: "detached" });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });
  const received = await admin.get(`/api/products/${phone.id}`);
  assert.equal(received.stock, 5);
  const { items } = await admin.get(
    `/api/units?product_id=${phone.id}&status=in_stock&per_page=100`,
  );
  assert.deepEqual(items.map((u) => u.imei).sort(), [...imeis].sort());
});

test("one of them sold at the cashier by scanning its IMEI: the receipt prints it", async () => {
  const sold = imeis[3];
  await withPage(browser, "sell-by-imei", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES_CASHIER);
    await scan(page, sold);
    const line = page.getByTestId("cart-line");
    await line.getByTestId("cart-line-units").getByText(sold).waitFor();
    await scan(page, sold);
    await toast(page, `${sold} sudah ada di keranjang.`);
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    const receipt = page.getByTestId("receipt").first();
    assert.equal(await receipt.getByTestId("receipt-unit").innerText(), `IMEI ${sold}`);
    await screenshot(page, "receipt-imei");
    assert.deepEqual(errors, []);
  });
  const unit = await admin.get(`/api/units/by-number/${sold}`);
  assert.equal(unit.status, "sold");
  assert.equal((await admin.get(`/api/products/${phone.id}`)).stock, 4);
});
