// Issue 18, voids and returns, against the real binary: an Admin takes one phone of a sale back
// from the sales report (its return receipt prints), then voids the sale (BATAL; the rest goes
// back on the shelf); a Kasir is refused both, by the server and by the back-office.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { withPage, screenshot } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let kasir;
let product;
let sale;
let stockBefore;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100");
  product = items.find((p) => p.stock >= 2);
  assert.ok(product, "the demo shop has a product with two in stock");
  stockBefore = product.stock;
  sale = await kasir.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 2 }],
    payment_method: "tunai",
    paid_amount: product.retail_price * 2,
  });
});

after(() => closeBackOffice({ shop, browser }));

const stockOf = async (id) => (await admin.get(`/api/products/${id}`)).stock;

test("a Kasir can neither void nor take a return", async () => {
  await assert.rejects(
    kasir.post(`/api/sales/${sale.id}/void`, { reason: "salah" }),
    /403 Anda tidak memiliki akses untuk tindakan ini\./,
  );
  await assert.rejects(
    kasir.post(`/api/sales/${sale.id}/returns`, {
      items: [{ sale_item_id: sale.items[0].id, quantity: 1 }],
      reason: "rusak",
    }),
    /403/,
  );
  await withPage(browser, "returns-kasir", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/reports/sales");
    await page.getByText("Halaman ini hanya untuk Admin.").waitFor();
    assert.equal(await page.getByRole("button", { name: "Batalkan" }).count(), 0);
  });
  assert.equal(await stockOf(product.id), stockBefore - 2);
});

test("an Admin takes one back with its return receipt, then voids the sale", async () => {
  await withPage(browser, "returns-admin", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/reports/sales");
    const row = page.locator("tr", { hasText: sale.transaction_id_display });
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole("button", { name: "Retur" }).click();
    const dialog = page.locator(".ant-modal", { hasText: `Retur ${sale.transaction_id_display}` });
    await dialog.getByLabel(`Jumlah retur ${product.name}`).fill("1");
    await dialog.getByLabel("Alasan").fill("Layar bergaris");
    await dialog.getByRole("button", { name: "Simpan Retur" }).click();
    await toast(page, "Retur berhasil disimpan.");
    const receipt = page.locator(".ant-modal", { hasText: "Struk Retur RTR-" });
    await receipt.getByText("STRUK RETUR").first().waitFor();
    const refund = await receipt.getByTestId("return-refund").first().innerText();
    assert.match(refund, /Dikembalikan \(Tunai\)/);
    assert.equal(await stockOf(product.id), stockBefore - 1);
    await screenshot(page, "return-receipt");
    await receipt.getByRole("button", { name: "Close" }).click();

    await row.getByRole("button", { name: "Batalkan" }).click();
    const voiding = page.locator(".ant-modal", {
      hasText: `Batalkan ${sale.transaction_id_display}`,
    });
    await voiding.getByLabel("Alasan").fill("Transaksi dobel");
    await voiding.getByRole("button", { name: "Batalkan Transaksi" }).click();
    await toast(page, "Transaksi berhasil dibatalkan.");
    await row.getByText("Batal", { exact: true }).waitFor();
    assert.equal(await row.getByRole("button", { name: "Batalkan" }).count(), 0);
    assert.deepEqual(errors, []);
  });
  assert.equal(await stockOf(product.id), stockBefore);
  const voided = await admin.get(`/api/sales/${sale.id}`);
  assert.equal(voided.void_reason, "Transaksi dobel");
  assert.equal(voided.void_refund, product.retail_price);
  const moves = await admin.get(`/api/products/${product.id}/movements?per_page=100`);
  const reasons = moves.items.map((m) => m.reason);
  assert.ok(reasons.includes("return") && reasons.includes("void"), reasons.join(","));
});
