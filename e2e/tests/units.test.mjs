// Issue 21, a phone shop's stock, against the real binary: an Admin receives 5 phones from a
// supplier by scanning their IMEIs (as fast as a scanner types) and sees the debt to the
// supplier; one is sold by scanning its IMEI (the receipt prints the IMEI and the shop's
// warranty), comes back to the repair counter under that warranty, and a stock count with one
// phone missing is posted. The pages pass axe.
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

/** The shop's day (Asia/Jakarta) in `days` days, as the receipt prints it: dd/MM/yyyy. */
function shopDay(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, day] = d.toISOString().slice(0, 10).split("-");
  return `${day}/${m}/${y}`;
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
  await withPage(browser, "goods-receipts", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/data/goods-receipts");
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
    await screenshot(page, "goods-receipt-receive");
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
    await screenshot(page, "goods-receipts-list");
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
    // The demo shop gives phones "Garansi toko 7 hari", counted from the shop's today.
    assert.equal(
      await receipt.getByTestId("receipt-warranty").innerText(),
      `Garansi toko 7 hari s.d. ${shopDay(7)}`,
    );
    await screenshot(page, "receipt-imei");
    assert.deepEqual(errors, []);
  });
  const unit = await admin.get(`/api/units/by-number/${sold}`);
  assert.equal(unit.status, "sold");
  assert.equal((await admin.get(`/api/products/${phone.id}`)).stock, 4);
});

for (const theme of ["light", "dark"]) {
  test(`the warranty and IMEI screens pass axe in the ${theme} theme: settings, product form, unit picker, return`, async () => {
    const {
      items: [sale],
    } = await admin.get("/api/sales?per_page=1");
    await withPage(browser, `imei-axe-${theme}`, async (page, errors) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, shop.url, "admin");
      const found = [];
      const check = async (screen, within) => {
        for (const v of await axeViolations(page, within)) found.push(`${screen}: ${v}`);
      };

      await page.goto(shop.url + "/dashboard/settings");
      await page.getByText("Garansi & IMEI").waitFor();
      await check("settings");

      await page.goto(shop.url + "/dashboard/stock");
      const search = page.getByLabel("Cari barang");
      await search.fill(phone.barcode);
      await search.press("Enter");
      const edit = page.getByRole("button", { name: `Edit ${phone.name}` });
      await edit.waitFor();
      await check("stock page");
      await edit.click();
      await page.getByLabel("Lama Garansi (hari)").waitFor();
      await check("product form", ".ant-modal");
      await page.keyboard.press("Escape");

      await openCashier(page, shop.url + SALES_CASHIER);
      await scan(page, phone.barcode);
      await page.getByRole("dialog", { name: `Pilih unit ${phone.name}` }).waitFor();
      await check("unit picker", ".ant-modal");
      await page.keyboard.press("Escape");

      await page.goto(shop.url + "/dashboard/reports/sales");
      const row = page.locator("tr", { hasText: sale.transaction_id_display });
      await row.getByRole("button", { name: "Retur" }).click();
      const dialog = page.locator(".ant-modal", {
        hasText: `Retur ${sale.transaction_id_display}`,
      });
      await dialog.getByRole("checkbox").first().waitFor();
      await check("return dialog", ".ant-modal");
      await screenshot(page, `return-imei-${theme}`);
      // The pages of the tests after this one open in the theme they always had.
      await page.evaluate(() => localStorage.removeItem("vite-ui-theme"));
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    });
  });
}

test("the sold phone comes back for repair: its IMEI finds the sale and the warranty", async () => {
  const sold = imeis[3];
  await withPage(browser, "repair-under-warranty", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/service-masuk");
    await page.getByRole("button", { name: "Tambah Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Service Masuk" });
    await dialog.getByLabel("IMEI / No. Seri").fill(sold);
    const check = dialog.getByTestId("warranty-check");
    await check.getByText(`Garansi toko 7 hari, berlaku s.d. ${shopDay(7)}.`).waitFor();
    assert.match(await check.innerText(), /Xiaomi Redmi 13C 6\/128 dibeli di toko ini: TRX-/);
    assert.equal(await dialog.getByLabel("Tipe Perangkat").inputValue(), phone.name);
    const customer = dialog.getByRole("combobox", { name: "Pelanggan" });
    await customer.click();
    await customer.fill("Budi");
    await page.locator(".ant-select-item-option", { hasText: "Budi Santoso" }).first().click();
    await check.getByRole("checkbox", { name: /Perbaikan garansi toko/ }).check();
    await dialog.getByLabel("Jenis Kerusakan").fill("Layar bergaris");
    await dialog.getByLabel("Deskripsi").fill("Garis hijau di layar sejak kemarin.");
    await screenshot(page, "repair-warranty-check");
    assert.deepEqual(await axeViolations(page), []);
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await toast(page, "Service baru berhasil ditambahkan!");
    // The receipt that opens says the warranty is not extended.
    await page
      .locator("p:visible", {
        hasText: "Perbaikan dalam garansi toko; masa garansi tidak diperpanjang.",
      })
      .waitFor();
    assert.deepEqual(errors, []);
  });
  const { items } = await admin.get(`/api/service-entries?q=${sold}`);
  assert.equal(items.length, 1);
  assert.equal(items[0].warranty_repair, true);
  assert.equal(items[0].unit_id, (await admin.get(`/api/units/by-number/${sold}`)).id);
});

test("the phones counted with one missing, and the count posted through the ledger", async () => {
  const missing = imeis[4];
  const found = imeis.filter((n) => n !== missing && n !== imeis[3]);
  await withPage(browser, "stock-count", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/data/stock-opname");
    await page.getByRole("button", { name: "Mulai Stock Opname" }).click();
    const dialog = page.getByRole("dialog", { name: "Mulai Stock Opname" });
    await dialog.getByLabel("Kategori yang dihitung").click();
    await page.locator(".ant-select-item-option", { hasText: "Handphone" }).first().click();
    await dialog.getByLabel("Catatan").fill("Opname HP");
    await dialog.getByRole("button", { name: "Mulai" }).click();
    await page.waitForURL(/\/dashboard\/data\/stock-opname\/\d+$/);
    // The three phones in the shop scanned in a burst; the fourth is not there.
    const box = page.getByLabel("Pindai barcode atau IMEI");
    await box.focus();
    for (const n of found) await page.keyboard.type(n + "\n", { delay: 5 });
    const row = page.locator("tr", { hasText: phone.name });
    await row.getByTestId(`counted-${phone.id}`).getByText("3").waitFor();
    await page.getByText(/^Selisih \(\d+\)$/).click();
    await row.getByText("−1").waitFor();
    await screenshot(page, "stock-count");
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole("button", { name: "Posting" }).click();
    const confirm = page.getByRole("dialog", { name: /Posting OPN-/ });
    await confirm.getByRole("button", { name: "Posting" }).click();
    await toast(page, "Stock opname diposting.");
    await page.getByText("Diposting", { exact: true }).waitFor();
    // The missing phone's own page tells its story, the count included.
    const unit = await admin.get(`/api/units/by-number/${missing}`);
    await page.goto(`${shop.url}/dashboard/stock/units/${unit.id}`);
    await page.getByText("Hilang (opname)").waitFor();
    await page.getByRole("link", { name: /^OPN-/ }).waitFor();
    await screenshot(page, "unit-story");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });
  assert.equal((await admin.get(`/api/units/by-number/${missing}`)).status, "missing");
  assert.equal((await admin.get(`/api/products/${phone.id}`)).stock, 3);
  const { items } = await admin.get(`/api/products/${phone.id}/movements?per_page=20`);
  const opname = items.filter((m) => m.reason === "opname");
  assert.equal(opname.length, 1);
  assert.equal(opname[0].delta, -1);
  assert.match(opname[0].reference, /^OPN-/);
});
