// Issue 35, item 8, against the real binary: *Riwayat Transaksi* finds a sale by its phone's
// IMEI and the Admin takes the phone back from there (Retur), voids another sale (Batalkan),
// and both stay marked on the page; a Kasir sees the marks but neither action. Screenshots at
// 390, 768 and 1366 px; axe in light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { staffSession } from "../lib/api.mjs";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

const HISTORY = "/dashboard/transaction/history";
const IMEI = "356938035643809";

let shop;
let browser;
let admin;
let phone;
let phoneSale;
let caseSale;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  const kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  phone = await admin.post("/api/products", {
    name: "Oppo A60 8/128",
    category: "Handphone",
    buy_price: 2_000_000,
    retail_price: 2_299_000,
    reseller_price: 2_250_000,
    barcode: "OPPOA60128",
    tracked: true,
  });
  await admin.post(`/api/products/${phone.id}/stock`, { units: [{ imei: IMEI }] });
  const kesing = await admin.post("/api/products", {
    name: "Kesing Oppo A60",
    category: "Aksesoris",
    buy_price: 15_000,
    retail_price: 35_000,
    reseller_price: 30_000,
    barcode: "KSOPPOA60",
    stock: 10,
  });
  phoneSale = await kasir.post("/api/sales", {
    items: [{ product_id: phone.id, quantity: 1 }],
    payment_method: "tunai",
    paid_amount: 2_299_000,
  });
  caseSale = await kasir.post("/api/sales", {
    items: [{ product_id: kesing.id, quantity: 1 }],
    payment_method: "tunai",
    paid_amount: 35_000,
  });
});

after(() => closeBackOffice({ shop, browser }));

/** search looks for text in the history's search box. */
async function search(page, text) {
  const box = page.getByRole("searchbox", { name: "Cari transaksi" });
  await box.fill(text);
  await box.press("Enter");
}

test("the Admin takes a phone back found by its IMEI and voids a sale, from Riwayat Transaksi", async () => {
  await withPage(browser, "history-return-void", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + HISTORY);
    await search(page, IMEI);
    const phoneRow = page.locator("tr", { hasText: phoneSale.transaction_id_display });
    await phoneRow.waitFor({ timeout: 60_000 });
    await phoneRow.getByRole("button", { name: "Retur" }).click();
    const dialog = page.locator(".ant-modal", {
      hasText: `Retur ${phoneSale.transaction_id_display}`,
    });
    // The dialog reads the sale and its earlier returns: the line says how many may come back.
    await dialog.getByText(/bisa diretur 1/).waitFor();
    await dialog.getByRole("checkbox", { name: IMEI }).check();
    await dialog.getByLabel("Alasan").fill("Mati total setelah 2 hari");
    await dialog.getByRole("button", { name: "Simpan Retur" }).click();
    await toast(page, "Retur berhasil disimpan.");
    const receipt = page.locator(".ant-modal", { hasText: "Struk Retur RTR-" });
    await receipt.getByText("STRUK RETUR").first().waitFor();
    await receipt.getByRole("button", { name: "Close" }).click();
    await phoneRow.getByText(/^Retur Rp\s2\.299\.000$/).waitFor();

    await search(page, caseSale.transaction_id_display);
    const caseRow = page.locator("tr", { hasText: caseSale.transaction_id_display });
    await caseRow.getByRole("button", { name: "Batalkan" }).click();
    const voiding = page.locator(".ant-modal", {
      hasText: `Batalkan ${caseSale.transaction_id_display}`,
    });
    await voiding.getByLabel("Alasan").fill("Transaksi dobel");
    await voiding.getByRole("button", { name: "Batalkan Transaksi" }).click();
    await toast(page, "Transaksi berhasil dibatalkan.");
    await caseRow.getByText("Batal", { exact: true }).waitFor();
    assert.equal(await caseRow.getByRole("button", { name: "Batalkan" }).count(), 0);
    assert.deepEqual(errors, []);
  });
  assert.equal((await admin.get(`/api/products/${phone.id}`)).stock, 1);
  assert.ok((await admin.get(`/api/sales/${caseSale.id}`)).voided_at);
});

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1366, 800],
]) {
  test(`the marks at ${width} px, and axe in light and dark`, async () => {
    await withPage(browser, `history-marks-${width}`, async (page, errors) => {
      await page.setViewportSize({ width, height });
      await signInStaff(page, shop.url, "admin");
      for (const theme of ["light", "dark"]) {
        await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
        await page.goto(shop.url + HISTORY);
        const voided = page.locator("tr", { hasText: caseSale.transaction_id_display });
        await voided.getByText("Batal", { exact: true }).waitFor({ timeout: 60_000 });
        const returned = page.locator("tr", { hasText: phoneSale.transaction_id_display });
        await returned.getByText(/^Retur Rp\s2\.299\.000$/).waitFor();
        await screenshot(page, `history-marks-${width}-${theme}`);
        assert.deepEqual(await axeViolations(page), []);
      }
      await page.evaluate(() => localStorage.removeItem("vite-ui-theme"));
      assert.deepEqual(errors, []);
    });
  });
}

test("a Kasir sees the marks but neither Retur nor Batalkan", async () => {
  await withPage(browser, "history-kasir", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + HISTORY);
    const voided = page.locator("tr", { hasText: caseSale.transaction_id_display });
    await voided.getByText("Batal", { exact: true }).waitFor({ timeout: 60_000 });
    const returned = page.locator("tr", { hasText: phoneSale.transaction_id_display });
    await returned.getByText(/^Retur Rp\s2\.299\.000$/).waitFor();
    assert.equal(await page.getByRole("button", { name: "Retur" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Batalkan" }).count(), 0);
    assert.deepEqual(errors, []);
  });
});
