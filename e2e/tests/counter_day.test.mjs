// Issue 35, a shop's day at the counter: what a fast cashier, a waiting QRIS, refused scans, an
// exchange and the customer display got wrong, each driven as the Kasir or the Admin did it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  SERVICE_CASHIER,
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

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 768 }));
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100&sort=name");
  product = items.find((p) => p.stock >= 5 && !p.tracked && /^\d{13}$/.test(p.barcode));
  assert.ok(product, "the demo shop has something to sell");
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

/** What the antd Select around the field `id` shows as chosen. */
function chosen(page, id) {
  return page
    .locator(".ant-select", { has: page.locator(`#${id}`) })
    .locator(".ant-select-selection-item");
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
    await chosen(page, "sale-customer").waitFor();
    assert.match(await chosen(page, "sale-customer").innerText(), /^Budi Santoso/);

    await page.keyboard.press("F8");
    await page.keyboard.type(String(product.retail_price));
    await page.keyboard.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");

    await openCashier(page, shop.url + SERVICE_CASHIER);
    await page.keyboard.press("F4");
    await page.keyboard.type("oppo a78", { delay: 80 });
    await page.keyboard.press("Enter");
    await chosen(page, "service-entry").waitFor();
    assert.match(await chosen(page, "service-entry").innerText(), /Oppo A78/);
    await page.getByText("Baterai kembung.").waitFor();
  });
  const { items } = await admin.get("/api/sales?per_page=1");
  assert.equal(items[0].customer_name_cache, "Budi Santoso");
});
