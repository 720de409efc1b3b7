// Issue 17's defects seen in a day at the counter, each driven as the Kasir or the Admin did.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import { signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 1366, height: 768 } });
  admin = await staffSession(shop.url, "admin@konter.test", "admin123");
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

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
    await page.waitForTimeout(500);
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
    await page.waitForTimeout(500);
    assert.equal(await dialog.isVisible(), true);
  });
  assert.equal((await admin.get(`/api/products/${product.id}`)).stock, product.stock);
  assert.equal(await movements(product.id), before);
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
