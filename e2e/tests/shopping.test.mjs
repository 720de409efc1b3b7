import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot } from "../lib/browser.mjs";

// A visitor finds a product, fills the cart (meeting the stock rule), signs in as the demo member,
// checks out for pickup, finds the order in /my-orders, and reviews the product. The steps share
// one browser, so the cart (localStorage) and the session (cookie) carry from one to the next.
let shop;
let browser;
const PRODUCT = "Head Printer Epson L120"; // Sparepart, 2 in stock in the demo shop
let productId;
let orderNumber;

before(async () => {
  shop = await startShop();
  browser = await launch();
  const res = await fetch(`${shop.url}/api/products?q=${encodeURIComponent(PRODUCT)}`);
  const { items } = await res.json();
  productId = items[0].id;
  assert.equal(items[0].stock, 2);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const stockOf = async () =>
  (await (await fetch(`${shop.url}/api/products/${productId}`)).json()).stock;

test("a visitor searches, filters and sorts, then fills the cart up to the stock", async () => {
  await withPage(browser, "shopping-cart", async (page, errors) => {
    await page.goto(shop.url + "/");
    await page.getByPlaceholder("Cari servis, produk, dan lainnya...").fill("epson");
    await page.getByRole("button", { name: "Cari" }).click();
    await page.waitForURL(/\/products\?q=epson$/);
    const names = page.locator("main article h3");
    await page.getByText(PRODUCT).first().waitFor();

    await page.getByLabel("Urutkan").selectOption({ label: "Harga Tertinggi" });
    await page.waitForURL(/sort=-retail_price/);
    await page.locator("main article").first().getByText("Printer Epson L3210 EcoTank").waitFor();
    const prices = (await page.locator("main article").allInnerTexts()).map((card) =>
      Number(card.match(/Rp\s?([\d.]+)/)[1].replaceAll(".", "")),
    );
    assert.ok(
      prices.length > 2 && prices.every((p, i) => i === 0 || prices[i - 1] >= p),
      `dearest first: ${prices}`,
    );

    await page.getByLabel("Kategori").selectOption("Sparepart");
    await page.waitForURL(/category=Sparepart/);
    await page.getByText("1 produk").waitFor();
    assert.deepEqual(await names.allInnerTexts(), [PRODUCT]);

    await names.first().getByRole("link").click();
    await page.getByRole("heading", { level: 1, name: PRODUCT }).waitFor();
    await page.getByText("Stok: 2 tersedia").waitFor();
    const add = page.getByRole("button", { name: "Tambah ke Keranjang" }).first();
    await add.click();
    await page.getByText(`${PRODUCT} ditambahkan ke keranjang!`).first().waitFor();
    await add.click();
    await add.click();
    await page.getByText(`Stok ${PRODUCT} tidak mencukupi.`).waitFor();
    assert.equal(await page.getByTestId("cart-count").innerText(), "2");
    await screenshot(page, "shopping-stock-rule");
    assert.deepEqual(errors, []);
  });
});

test("checking out sends the visitor to sign in; the member places the order", async () => {
  await withPage(browser, "shopping-checkout", async (page, errors) => {
    await page.goto(shop.url + "/products");
    await page.getByRole("button", { name: /^Keranjang belanja, 2 barang/ }).click();
    const cart = page.getByRole("dialog", { name: "Keranjang belanja" });
    await cart.getByText("Rp 900.000").waitFor();
    await cart.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/member-login\?next=%2Fcheckout$/);

    await page.getByLabel("Email").fill("member@konter.test");
    await page.getByLabel("Password").fill("member123");
    await page.getByRole("button", { name: "Masuk" }).last().click();
    // Signed in from the cart's Checkout, the member is back at the order form.
    await page.waitForURL(/\/checkout$/);
    await page.getByText("2 × Rp 450.000").waitFor();
    await page.getByText("Budi Santoso").waitFor();
    await page.getByRole("button", { name: "Buat Pesanan" }).click();
    await page.getByText("Pesanan Berhasil Dibuat!").waitFor();
    await page.getByText("Pesanan Anda berhasil dibuat!").waitFor();
    orderNumber = (await page.getByText(/^ORD-\d{8}-\d+$/).innerText()).trim();
    assert.equal(
      await page.getByTestId("cart-count").count(),
      0,
      "the cart empties once the order is accepted",
    );
    await screenshot(page, "shopping-order-placed");
    assert.deepEqual(errors, []);
  });
  assert.equal(await stockOf(), 0, "the ordered units are reserved");
});

test("the order is in /my-orders and the product shows it is gone", async () => {
  await withPage(browser, "shopping-my-orders", async (page, errors) => {
    await page.goto(shop.url + "/my-orders");
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.waitFor();
    assert.match(await row.innerText(), /Rp\s900\.000[\s\S]*Pending/);
    await row.getByRole("button", { name: "Lihat Detail" }).click();
    const detail = page.getByRole("dialog", { name: "Detail pesanan" });
    await detail.getByText("2 x Rp 450.000").waitFor();
    await detail.getByText(PRODUCT).waitFor();
    await screenshot(page, "shopping-my-orders");
    await page.keyboard.press("Escape");

    await page.goto(`${shop.url}/products/${productId}`);
    await page.getByText("Stok: Habis").waitFor();
    assert.equal(await page.getByRole("button", { name: "Stok Habis" }).first().isDisabled(), true);
    assert.deepEqual(errors, []);
  });
});

test("a member reviews the product and sees the average change", async () => {
  await withPage(browser, "shopping-review", async (page, errors) => {
    await page.goto(`${shop.url}/products/${productId}`);
    await page.getByText("Belum ada ulasan", { exact: true }).waitFor();
    const send = page.getByRole("button", { name: "Kirim Ulasan" });
    await send.click();
    await page.getByText("Harap berikan rating bintang.").waitFor();

    await page.getByRole("button", { name: "4 bintang" }).click();
    await page
      .getByLabel("Ulasan", { exact: true })
      .fill("Head printer original, cetakan kembali tajam.");
    await send.click();
    await page.getByText("Ulasan berhasil dikirim!").waitFor();
    await page.getByText("(1 ulasan)").waitFor();
    await page.getByText("4,0", { exact: true }).waitFor();
    await page.getByText("Head printer original, cetakan kembali tajam.").waitFor();

    // Writing again replaces the member's review: still one, and the average follows it.
    await page.getByRole("button", { name: "2 bintang" }).click();
    await page
      .getByLabel("Ulasan", { exact: true })
      .fill("Setelah seminggu tintanya mulai bergaris.");
    await send.click();
    await page.getByText("2,0", { exact: true }).waitFor();
    assert.equal(await page.getByText("(1 ulasan)").count(), 1);
    assert.equal(await page.getByText("Head printer original, cetakan kembali tajam.").count(), 0);
    await screenshot(page, "shopping-review");
    assert.deepEqual(errors, []);
  });
});
