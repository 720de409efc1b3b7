// Issue 35, a shop's day at the counter: what a fast cashier, a waiting QRIS, refused scans, an
// exchange and the customer display got wrong, each driven as the Kasir or the Admin did it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  SERVICE_CASHIER,
  closeBackOffice,
  openCounter,
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
  ({ shop, browser, admin, scannable } = await openCounter({ width: 1366, height: 768 }));
  product = scannable[0];
  assert.ok(scannable.length >= 3, "the demo shop has things to sell");
});

after(() => closeBackOffice({ shop, browser }));

/** Every search of `resource` (a request with q=) is answered 400 ms late, as on a slow line. */
async function slowSearch(page, resource) {
  await page.route(`**/api/${resource}?*`, async (route) => {
    if (new URL(route.request().url()).searchParams.has("q"))
      await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
}

/** What the antd Select around the field `id` shows as chosen, once it shows something. */
async function chosen(page, id) {
  const item = page
    .locator(".ant-select", { has: page.locator(`#${id}`) })
    .locator(".ant-select-selection-item");
  await page.waitForFunction((el) => el.textContent.trim() !== "", await item.elementHandle());
  return item.innerText();
}

test("1: a fast Enter after typing a name takes that customer, and that repair, not the list's first", async () => {
  const customer = (await admin.get("/api/customers?q=Rizky")).items[0];
  // The repair searched for, between two others: whichever way the list is sorted, it is not first.
  for (const [device, description] of [
    ["Vivo Y17", "Layar retak."],
    ["Oppo A78", "Baterai kembung."],
    ["Xiaomi Redmi 12", "Tidak bisa mengecas."],
  ])
    await admin.post("/api/service-entries", {
      customer_id: customer.id,
      category: "Handphone",
      device_type: device,
      damage_type: "Perbaikan",
      description,
    });
  await withPage(browser, "day-1", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await slowSearch(page, "customers");
    await slowSearch(page, "service-entries");
    await openCashier(page, shop.url + SALES_CASHIER);
    await scan(page, product.barcode);
    await page.getByTestId("cart-line").waitFor();
    await page.keyboard.press("F4");
    await page.keyboard.type("budi", { delay: 80 });
    await page.keyboard.press("Enter");
    assert.match(await chosen(page, "sale-customer"), /^Budi Santoso/);

    await page.keyboard.press("F8");
    await page.keyboard.type(String(product.retail_price));
    await page.keyboard.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");

    await openCashier(page, shop.url + SERVICE_CASHIER);
    await page.keyboard.press("F4");
    await page.keyboard.type("oppo a78", { delay: 80 });
    await page.keyboard.press("Enter");
    assert.match(await chosen(page, "service-entry"), /Oppo A78/);
    await page.getByText("Baterai kembung.").waitFor();
  });
  const { items } = await admin.get("/api/sales?per_page=1");
  assert.equal(items[0].customer_name_cache, "Budi Santoso");
});

/** Where `locator` is on screen; it must be inside the viewport and on top of what is there. */
async function onScreen(page, locator, what) {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize();
  assert.ok(box, `${what}: visible`);
  assert.ok(box.y >= 0 && box.y + box.height <= height, `${what}: at y=${box.y} in ${height}`);
  const top = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return el.contains(hit) || hit?.contains(el);
  });
  assert.ok(top, `${what}: nothing covers it`);
}

/** The sales cashier with three lines, Rp 10.000 in cash and the rest by a QRIS waiting. */
async function qrisWaiting(page) {
  await openCashier(page, shop.url + SALES_CASHIER);
  for (const p of scannable.slice(0, 3)) await scan(page, p.barcode);
  await page.getByTestId("cart-line").nth(2).waitFor();
  await page.getByLabel(/^Jumlah Bayar/).fill("10000");
  await page.getByRole("button", { name: "Tambah pembayaran non-tunai" }).click();
  const qris = page.getByTestId("cashier-qris");
  await qris.locator('[data-drawn="true"]').waitFor();
  return qris;
}

test("6: at 1366x768 a QRIS waiting leaves the amount, the total and Proses Transaksi on screen", async () => {
  await withPage(browser, "day-6", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    const qris = await qrisWaiting(page);
    await onScreen(page, page.getByLabel(/^Jumlah Bayar/), "the amount");
    await onScreen(page, page.getByTestId("preview-total"), "the total");
    await onScreen(page, page.getByRole("button", { name: /Proses Transaksi/ }), "the button");
    await onScreen(page, qris.getByRole("img", { name: /^QRIS Rp/ }), "the QRIS");
    await onScreen(page, qris.getByRole("checkbox"), "its confirmation");
  });
});
