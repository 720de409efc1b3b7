// Issue 4: the stock page and the address book in the back-office, against the real binary.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withPage, screenshot } from "../lib/browser.mjs";
import { png, staffSession } from "../lib/api.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

const signIn = (page) => signInStaff(page, shop.url, "kasir");

before(async () => {
  // One outlet: the stock column reads one quantity (a chain's names each outlet's under it).
  ({ shop, browser, admin } = await openBackOffice(
    { width: 1366, height: 900 },
    { oneOutlet: true },
  ));
});

after(() => closeBackOffice({ shop, browser }));

const STOCK = "/dashboard/stock";
const ROWS = ".ant-table-tbody tr.ant-table-row";
const USED = "Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus.";

async function search(page, label, text) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await box.press("Enter");
}

/**
 * closed waits until a dialog has finished closing: antd then gives the focus back to the
 * button that opened it, and an Enter typed before that would open it again.
 */
function closed(dialog) {
  return dialog.waitFor({ state: "hidden" });
}

/** onlyRow waits until the table shows one row, holding text (the search has answered). */
async function onlyRow(page, text) {
  const rows = page.locator(ROWS);
  await page.waitForFunction(
    ([selector, pattern]) => {
      const shown = document.querySelectorAll(selector);
      return shown.length === 1 && new RegExp(pattern).test(shown[0].innerText);
    },
    [ROWS, text],
  );
  assert.equal(await rows.count(), 1);
  assert.match(await rows.first().innerText(), new RegExp(text));
}

async function productNamed(name) {
  const { items } = await admin.get(`/api/products?q=${encodeURIComponent(name)}`);
  const product = items.find((p) => p.name === name);
  assert.ok(product, `no product named ${name}`);
  return product;
}

test("a Kasir adds a product with a photo, adds stock and reads its ledger", async () => {
  await withPage(browser, "catalog-add", async (page, errors) => {
    await signIn(page);
    await page.goto(shop.url + STOCK);
    await page.getByRole("button", { name: "Tambah Barang" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Barang" });
    await dialog.getByLabel("Nama Barang").fill("Powerbank Robot 10000mAh");
    await dialog.getByLabel("Kategori").click();
    await page.locator(".ant-select-item-option", { hasText: "Aksesoris" }).first().click();
    // The dialog asked the server for a fresh in-store EAN-13.
    await assert.doesNotReject(async () => {
      const barcode = dialog.getByLabel("Barcode");
      await page.waitForFunction((el) => /^2\d{12}$/.test(el.value), await barcode.elementHandle());
    });
    await dialog.getByLabel("Stok", { exact: true }).fill("3");
    await dialog.getByLabel("Harga Beli").fill("150000");
    await dialog.getByLabel("Harga Ecer").fill("189000");
    const dir = mkdtempSync(join(tmpdir(), "konter-photo-"));
    const photo = join(dir, "powerbank.png");
    writeFileSync(photo, png(240, 240));
    await dialog.getByTestId("image-input").setInputFiles(photo);
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/products\/\d+\/image$/.test(r.url()),
    );
    await dialog.getByRole("button", { name: /Simpan$/ }).click();
    await toast(page, "Produk baru berhasil ditambahkan!");
    await closed(dialog);

    // The photo was uploaded after the save and is served; the row shows it.
    await uploaded;
    const product = await productNamed("Powerbank Robot 10000mAh");
    assert.ok(product.image_url, "the photo was not saved");
    assert.equal(product.stock, 3);
    assert.equal(product.retail_price, 189000);
    const image = await fetch(shop.url + product.image_url);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get("content-type"), "image/png");
    await search(page, "Cari barang", "Powerbank Robot");
    const row = page.locator("tr", { hasText: "Powerbank Robot 10000mAh" });
    await row.locator(`img[src="${product.image_url}"]`).waitFor();

    // Tambah Stok: five more come in.
    await page.getByRole("button", { name: "Tambah Stok" }).click();
    const stockDialog = page.getByRole("dialog", { name: "Tambah Stok" });
    await stockDialog.getByLabel("Barang").fill("Powerbank Robot");
    await page
      .locator(".ant-select-item-option", { hasText: "Powerbank Robot 10000mAh" })
      .first()
      .click();
    await stockDialog.getByLabel("Jumlah Masuk").fill("5");
    await stockDialog.getByLabel("Catatan").fill("Nota 118");
    await stockDialog.getByRole("button", { name: /Simpan$/ }).click();
    await toast(page, "Stok berhasil diperbarui!");
    await closed(stockDialog);
    await row.getByRole("cell", { name: "8", exact: true }).waitFor();
    assert.equal((await productNamed("Powerbank Robot 10000mAh")).stock, 8);

    // The ledger: opening stock, then the delivery, newest first.
    await row.getByRole("button", { name: "Riwayat Stok Powerbank Robot 10000mAh" }).click();
    const drawer = page.locator(".ant-drawer-content", {
      hasText: "Riwayat Stok — Powerbank Robot 10000mAh",
    });
    const lines = drawer.locator("tr.ant-table-row");
    await lines.nth(1).waitFor();
    assert.match(await lines.nth(0).innerText(), /Barang masuk[\s\S]*Nota 118[\s\S]*\+5[\s\S]*8/);
    assert.match(await lines.nth(1).innerText(), /Stok awal[\s\S]*\+3[\s\S]*3/);
    await screenshot(page, "catalog-ledger");
    assert.deepEqual(errors, []);
  });
});

test("a product with a sale or an order cannot be deleted; an unused one can", async () => {
  const sold = await productNamed("Powerbank Robot 10000mAh");
  await admin.post("/api/sales", {
    items: [{ product_id: sold.id, quantity: 1 }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: 189000,
  });
  const ordered = (await admin.get("/api/products?per_page=100")).items.find(
    (p) => p.stock > 2 && p.id !== sold.id,
  );
  const member = await staffSession(shop.url, "member@konter.test", "member123", "member");
  await member.post("/api/orders", { items: [{ product_id: ordered.id, quantity: 1 }] });
  const unused = await admin.post("/api/products", {
    name: "Casing Bekas Tes",
    category: "Aksesoris",
    barcode: "TES-HAPUS-1",
  });

  await withPage(browser, "catalog-delete", async (page, errors) => {
    await signIn(page);
    page.on("dialog", (d) => d.accept()); // the spec's browser confirm
    await page.goto(shop.url + STOCK);
    for (const product of [sold, ordered]) {
      await search(page, "Cari barang", product.barcode);
      await page.getByRole("button", { name: `Hapus ${product.name}` }).click();
      await toast(page, USED);
      await page.locator(".ant-notification-notice-close").first().click();
      await admin.get(`/api/products/${product.id}`); // still there
    }
    await search(page, "Cari barang", unused.barcode);
    await page.getByRole("button", { name: `Hapus ${unused.name}` }).click();
    await toast(page, "Produk berhasil dihapus!");
    await page.getByRole("button", { name: `Hapus ${unused.name}` }).waitFor({ state: "detached" });
    await assert.rejects(admin.get(`/api/products/${unused.id}`), /404/);
    assert.deepEqual(errors, []);
  });
});

test("a Kasir adds a customer and finds them by name and by phone", async () => {
  await withPage(browser, "catalog-customer", async (page, errors) => {
    await signIn(page);
    await page.goto(shop.url + "/dashboard/data/customers");
    await page.getByRole("button", { name: "Tambah Pelanggan" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Pelanggan" });
    await dialog.getByLabel("Nama Pelanggan").fill("Yohanes Sitompul");
    await dialog.getByLabel("No. Telepon").fill("081377778888");
    await dialog.getByLabel("Alamat").fill("Jl. Sisingamangaraja 12, Medan");
    await dialog.getByRole("button", { name: /Simpan$/ }).click();
    await toast(page, "Pelanggan berhasil ditambahkan!");
    await closed(dialog);

    await search(page, "Cari pelanggan", "sitompul");
    await onlyRow(page, "Yohanes Sitompul");
    await search(page, "Cari pelanggan", "7777888");
    await onlyRow(page, "081377778888");
    await search(page, "Cari pelanggan", "tidak ada orang ini");
    await page.getByText("Belum ada pelanggan.").waitFor();
    await screenshot(page, "catalog-customers");
    assert.deepEqual(errors, []);
  });
});
