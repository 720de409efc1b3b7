// Issue 35, the counter's friction: refused scans, an exchange, the customer display and the
// small things a cashier trips over, each driven as the Kasir or the Admin did it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  SERVICE_CASHIER,
  STATIC_QRIS,
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

/** A cash sale of two of `product`, one of them brought back for an exchange: its return. */
async function exchangeReturn() {
  const sale = await admin.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 2 }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: 2 * product.retail_price,
  });
  return admin.post(`/api/sales/${sale.id}/returns`, {
    items: [{ sale_item_id: sale.items[0].id, quantity: 1 }],
    reason: "Tukar warna.",
    refund_method: "tukar",
  });
}

test("11: a Tukar Barang row takes the return's credit, by its number typed or scanned", async () => {
  const ret = await exchangeReturn();
  assert.equal(ret.credit_left, product.retail_price);
  const credit = ret.credit_left.toLocaleString("id-ID");
  await withPage(browser, "friction-11", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES_CASHIER);
    for (let i = 0; i < 3; i++) await scan(page, product.barcode);
    await page.getByRole("spinbutton", { name: `Jumlah ${product.name}` }).waitFor();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Jumlah ${name}"]`)?.value === "3",
      product.name,
    );

    // Chosen by hand: the row waits for the return's number, then takes its credit.
    await page.getByRole("button", { name: "Tambah pembayaran non-tunai" }).click();
    const row = page.getByTestId("other-payment");
    await row.locator(".ant-select").click();
    await page.locator(".ant-select-item-option", { hasText: "Tukar Barang" }).click();
    const amount = page.getByLabel("Jumlah Tukar Barang");
    assert.equal(await amount.inputValue(), "");
    const number = page.getByLabel("No. referensi Tukar Barang");
    await number.fill(ret.return_id_display);
    await number.press("Enter");
    await assert.doesNotReject(
      page.waitForFunction(
        (want) => document.querySelector('[aria-label="Jumlah Tukar Barang"]')?.value === want,
        credit,
        { timeout: 5000 },
      ),
      `the credit, ${credit}, not the bill's total`,
    );

    // Scanned: the return receipt's barcode in the search box opens the row with its credit.
    await row.getByRole("button", { name: "Hapus pembayaran Tukar Barang" }).click();
    await row.waitFor({ state: "detached" });
    await scan(page, ret.return_id_display);
    assert.equal(await number.inputValue(), ret.return_id_display);
    await page.waitForFunction(
      (want) => document.querySelector('[aria-label="Jumlah Tukar Barang"]')?.value === want,
      credit,
    );
    await page.keyboard.press("F8");
    await page.keyboard.type(String(2 * product.retail_price));
    await page.keyboard.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
  });
  const { items } = await admin.get("/api/sales?per_page=1");
  const sale = await admin.get(`/api/sales/${items[0].id}`);
  assert.deepEqual(
    sale.payments.map((p) => [p.method, p.amount, p.reference ?? ""]),
    [
      ["tunai", 2 * product.retail_price, ""],
      ["tukar", ret.credit_left, ret.return_id_display],
    ],
  );
});

/**
 * fn with a Kasir at the sales cashier and the customer display beside it (a second page signed
 * in as the same Kasir, as the tablet turned to the customer is).
 */
async function withDisplay(name, fn) {
  const display = await browser.context.newPage();
  try {
    await withPage(browser, name, async (page) => {
      await signInStaff(page, shop.url, "kasir");
      await display.goto(shop.url + "/dashboard/customer-display");
      // Ready with no cart on it: welcoming, or still thanking the last customer.
      await display.locator('main[data-stage="idle"], main[data-stage="done"]').waitFor();
      await openCashier(page, shop.url + SALES_CASHIER);
      await fn(page, display);
    });
  } finally {
    await display.close();
  }
}

test("13: while a QRIS waits the customer display says so, and Dibayar is only the cash", async () => {
  await withDisplay("friction-13-qris", async (page, display) => {
    await scan(page, product.barcode);
    await page.getByLabel(/^Jumlah Bayar/).fill("10000");
    await page.getByRole("button", { name: "Tambah pembayaran non-tunai" }).click();
    await page.getByTestId("cashier-qris").locator('[data-drawn="true"]').waitFor();
    await display.getByTestId("display-qris").waitFor();
    const rest = (product.retail_price - 10_000).toLocaleString("id-ID");
    assert.match(
      await display.getByLabel("Belanjaan").innerText(),
      new RegExp(`Dibayar\\s+Rp\\s10\\.000\\s+Menunggu pembayaran QRIS\\s+Rp\\s${rest}$`),
    );
  });
});

test("13: a cart the cashier leaves behind leaves the customer display", async () => {
  await withDisplay("friction-13-left", async (page, display) => {
    await scan(page, product.barcode);
    await display.getByTestId("display-line").waitFor();
    // Leaving with a cart asks first (the browser's confirm): the Kasir leaves all the same.
    page.on("dialog", (d) => d.accept());
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await display.getByText("Selamat datang").waitFor();
    assert.equal(await display.getByTestId("display-line").count(), 0);
  });
});

test("14: the QRIS field's red reason goes once a good QRIS is saved", async () => {
  await withPage(browser, "friction-14-qris", async (page) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/settings");
    const field = page.getByLabel("QRIS Statis Toko");
    // The page's code loads on first use.
    await field.waitFor({ timeout: 60000 });
    const item = page.locator(".ant-form-item", { has: field });
    await field.fill("000201BUKAN-QRIS");
    await page.getByRole("button", { name: "Simpan Semua Perubahan" }).click();
    await item.locator(".ant-form-item-explain-error").waitFor();
    await field.fill(STATIC_QRIS);
    await page.getByRole("button", { name: "Simpan Semua Perubahan" }).click();
    await toast(page, "Pengaturan berhasil disimpan!");
    await item.locator(".ant-form-item-explain-error").waitFor({ state: "detached" });
    assert.equal(
      await item.evaluate((el) => el.classList.contains("ant-form-item-has-error")),
      false,
    );
  });
});

/** The form column around a field. */
const COLUMN = "xpath=ancestor::div[contains(@class,'ant-col')][1]";

test("14: a goods receipt's quantity is a number of pieces, not rupiah", async () => {
  await withPage(browser, "friction-14-receipt", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/data/goods-receipts");
    const receive = page.getByRole("button", { name: "Terima Barang" });
    // The page's code loads on first use.
    await receive.waitFor({ timeout: 60000 });
    await receive.click();
    const dialog = page.locator(".ant-modal", { hasText: "Terima Barang dari Supplier" });
    await dialog.getByLabel("Tambah barang").click();
    await dialog.getByLabel("Tambah barang").fill(product.name);
    await page.getByTitle(product.name).click();
    const quantity = dialog.getByLabel(`Jumlah ${product.name}`);
    await quantity.fill("10");
    const column = quantity.locator(COLUMN);
    assert.equal((await column.innerText()).trim(), "Jumlah");
    assert.equal(await quantity.inputValue(), "10");
    const price = dialog.getByLabel(`Harga beli ${product.name}`).locator(COLUMN);
    assert.match(await price.innerText(), /Rp/, "the buying price stays in rupiah");
  });
});

test("14: a repair's paid bill is its receipt, STRUK SERVICE", async () => {
  const { items } = await admin.get("/api/customers?q=Budi");
  const entry = await admin.post("/api/service-entries", {
    customer_id: items[0].id,
    category: "Handphone",
    device_type: "Realme C55",
    damage_type: "Ganti baterai",
    description: "Baterai cepat habis.",
  });
  await withPage(browser, "friction-14-service", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + `${SERVICE_CASHIER}?entry=${entry.id}`);
    await page.getByText("Baterai cepat habis.").waitFor();
    await page.getByLabel("Biaya Service").fill("150000");
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi Service" }).click();
    await toast(page, "Transaksi service berhasil diproses!");
    const paper = page.getByTestId("receipt").first();
    await paper.getByText("STRUK SERVICE", { exact: true }).waitFor();
    assert.equal(await paper.getByText("TANDA TERIMA SERVICE", { exact: true }).count(), 0);
  });
});
