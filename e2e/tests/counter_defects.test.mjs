// Issue 17's defects seen in a day at the counter, each driven as the Kasir or the Admin did.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { motionless, withPage, screenshot } from "../lib/browser.mjs";
import { png } from "../lib/api.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 768 }));
});

after(() => closeBackOffice({ shop, browser }));

async function anyProduct() {
  const { items } = await admin.get("/api/products?per_page=5&sort=name");
  return items.find((p) => p.stock > 0);
}

const movements = async (id) => (await admin.get(`/api/products/${id}/movements`)).total;

async function findRow(page, product) {
  const box = page.getByLabel("Cari barang");
  await box.fill(product.barcode);
  await box.press("Enter");
  const row = page.locator("tr.ant-table-row", { hasText: product.name });
  await row.waitFor();
  return row;
}

test("1: adding stock with quantity 0 is refused in the dialog and saves nothing", async () => {
  const product = await anyProduct();
  const before = await movements(product.id);
  await withPage(browser, "defect-1", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/stock");
    await page.getByRole("button", { name: "Tambah Stok" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Stok" });
    await dialog.getByLabel("Barang").fill(product.barcode);
    await page.locator(".ant-select-item-option", { hasText: product.name }).first().click();
    await dialog.getByLabel("Jumlah Masuk").fill("0");
    await dialog.getByLabel("Catatan").click();
    await dialog.getByRole("button", { name: /Simpan$/ }).click();
    await dialog.getByText("Pilih barang dan masukkan jumlah yang valid.").waitFor();
    await motionless(page);
    assert.equal(await dialog.isVisible(), true);
  });
  assert.equal((await admin.get(`/api/products/${product.id}`)).stock, product.stock);
  assert.equal(await movements(product.id), before);
});

test("2: editing a product's stock to -1 is refused with the spec's text and saves nothing", async () => {
  const product = await anyProduct();
  const before = await movements(product.id);
  await withPage(browser, "defect-2", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/stock");
    const row = await findRow(page, product);
    await row.getByRole("button", { name: `Edit ${product.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Barang" });
    await dialog.getByLabel("Stok", { exact: true }).fill("-1");
    await dialog.getByLabel("Nama Barang").click();
    await dialog.getByRole("button", { name: /Simpan$/ }).click();
    await dialog.getByText("Stok tidak bisa kurang dari 0.").waitFor();
    await motionless(page);
    assert.equal(await dialog.isVisible(), true);
  });
  assert.equal((await admin.get(`/api/products/${product.id}`)).stock, product.stock);
  assert.equal(await movements(product.id), before);
});

test("3: a scanner burst under 400 ms of latency puts every scan in the cart, in order", async () => {
  const { items } = await admin.get("/api/products?per_page=100&sort=name");
  const stocked = items.filter((p) => p.stock >= 5 && /^\d{13}$/.test(p.barcode)).slice(0, 4);
  // Ten scans of four products: repeats raise the quantity.
  const codes = [0, 1, 0, 2, 3, 1, 0, 2, 3, 0].map((i) => stocked[i].barcode);
  await withPage(browser, "defect-3", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.route("**/api/products?**", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(shop.url + "/dashboard/transaction/sales");
    const box = page.getByLabel("Cari barang atau scan barcode");
    await box.focus();
    for (const code of codes) {
      await page.keyboard.type(code, { delay: 20 });
      await page.keyboard.press("Enter");
      await page.waitForTimeout(80);
    }
    await page.getByText("10 barang", { exact: true }).waitFor({ timeout: 15000 });
    assert.equal(await box.inputValue(), "");
    const lines = page.getByTestId("cart-line");
    assert.equal(await lines.count(), 4);
    // In the order they were first scanned.
    for (const [i, n] of [
      [0, 4],
      [1, 2],
      [2, 2],
      [3, 2],
    ]) {
      const line = lines.nth(i);
      assert.match(await line.innerText(), new RegExp(stocked[i].name.replace(/[()]/g, ".")));
      assert.equal(
        await line.getByRole("spinbutton", { name: `Jumlah ${stocked[i].name}` }).inputValue(),
        String(n),
      );
    }
    // An unknown code is named in the error; the cart keeps what it had.
    await page.keyboard.type("2999999999990", { delay: 20 });
    await page.keyboard.press("Enter");
    await toast(page, 'Barang "2999999999990" tidak ditemukan.');
    assert.equal(await lines.count(), 4);
  });
});

test("4: the sales report's unpaid figure is what is still owed once an instalment is paid off", async () => {
  const owedBefore = (await admin.get("/api/reports/sales")).summary.remaining;
  const { items } = await admin.get("/api/customers?per_page=1");
  const product = await anyProduct();
  const sale = await admin.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 1 }],
    customer_type: "umum",
    customer_id: items[0].id,
    payment_method: "cicilan",
    paid_amount: 0,
  });
  const [inst] = (await admin.get(`/api/installments?q=${sale.transaction_id_display}`)).items;
  assert.equal(
    (await admin.get("/api/reports/sales")).summary.remaining,
    owedBefore + inst.remaining_amount,
  );
  await admin.post(`/api/installments/${inst.id}/payments`, { amount: inst.remaining_amount });
  await withPage(browser, "defect-4", async (page) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/reports/sales");
    const tile = page.locator(".ant-card", { hasText: "Belum Dibayar Saat Ini" });
    await tile.waitFor();
    await page.waitForFunction(
      ([el, text]) => el.innerText.replace(/\s/g, " ").includes(text),
      [await tile.elementHandle(), `Rp ${owedBefore.toLocaleString("id-ID")}`],
    );
  });
});

/** box is an element's place on screen (the viewport's coordinates). */
const box = async (locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, "not on screen");
  return b;
};

test("5: a list that fails to load says so, keeps the rows it had and loads again on retry", async () => {
  await withPage(browser, "defect-5", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/stock");
    const rows = page.locator("tr.ant-table-row");
    await rows.first().waitFor();
    const shown = await rows.count();
    const first = await rows.first().innerText();

    // The server answers the next reads with the error SQLite gave on main before the fix.
    await page.route("**/api/products?*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/problem+json",
        body: JSON.stringify({ status: 500, title: "Error", detail: "database is locked" }),
      }),
    );
    await page.locator(".ant-pagination-next").first().click();
    const alert = page.getByRole("alert").filter({ hasText: "Gagal memuat data produk" });
    await alert.waitFor();
    assert.match(await alert.innerText(), /Gagal memuat data produk: /);
    assert.equal(await page.getByText("Belum ada barang.").count(), 0, "not shown as empty");
    assert.equal(await rows.count(), shown, "the last good rows stay on screen");
    assert.equal(await rows.first().innerText(), first);

    await page.unroute("**/api/products?*");
    await alert.getByRole("button", { name: "Coba lagi" }).click();
    await alert.waitFor({ state: "detached" });
    await rows.first().waitFor();
    assert.notEqual(await rows.first().innerText(), first, "the next page came");
  });
});

test("6: the menu and the logo stay in place on a long page", async () => {
  await withPage(browser, "defect-6", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/stock");
    await page.locator("tr.ant-table-row").nth(19).waitFor();
    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => window.scrollY > 500);
    const sider = page.locator(".ant-layout-sider");
    const logo = sider.getByRole("link").first();
    const menu = sider.getByRole("menuitem", { name: "Stok Barang" });
    assert.ok((await box(logo)).y >= 0, "the logo scrolled away");
    assert.ok((await box(menu)).y >= 0, "the menu scrolled away");
    // The sider fills the window's height: no empty column under it.
    assert.ok((await box(sider)).height >= 768 - 1);
    await screenshot(page, "defect-6-stock-scrolled");
  });
});

test("7: at 768 px the service intake list shows Info Service clear of the Aksi column", async () => {
  const { items } = await admin.get("/api/customers?per_page=1");
  await admin.post("/api/service-entries", {
    customer_id: items[0].id,
    category: "Handphone",
    device_type: "Samsung Galaxy A54 5G",
    damage_type: "Ganti LCD dan baterai",
    description: "Layar bergaris, baterai menggembung",
  });
  await withPage(browser, "defect-7", async (page) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/service-masuk");
    const row = page.locator("tr.ant-table-row").first();
    await row.waitFor();
    const actions = row.locator("td").last();
    const a = await box(actions);
    assert.ok(a.x + a.width <= 768, "Aksi is off screen");
    // Both Info Service fields are whole on screen, left of the Aksi column.
    for (const label of ["Info SVC-", "Tanggal info SVC-"]) {
      const field = await box(
        row
          .getByLabel(new RegExp(`^${label}\\d+$`))
          .locator(
            "xpath=ancestor::*[contains(@class,'ant-select') or contains(@class,'ant-picker')][1]",
          ),
      );
      assert.ok(
        field.x >= 0 && field.x + field.width <= a.x + 1,
        `${label}: ${field.x}–${field.x + field.width}, Aksi at ${a.x}`,
      );
    }
    await screenshot(page, "defect-7-service-768");
  });
});

test("8: the phone and tablet header shows the shop's uploaded logo", async () => {
  const { logoUrl } = await admin.upload("/api/settings/logo", {
    file: { png: png(96, 96), filename: "logo.png" },
  });
  await withPage(browser, "defect-8", async (page) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInStaff(page, shop.url, "kasir");
    await page.locator(`header img[src="${logoUrl}"]`).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(`header img[src="${logoUrl}"]`).waitFor();
  });
});
