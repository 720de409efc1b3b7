import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot } from "../lib/browser.mjs";

// The storefront on a 390×844 phone (issue 19): nothing sticks out of the screen, the grid is
// near the top of /products, the cards' buttons stay on one line, and checkout gives a long
// product name the row's width.
const PHONE = { width: 390, height: 844 };
const LONG_NAME = "Lenovo IdeaPad Slim 3 Ryzen 5 7520U 8GB/512GB";
let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: PHONE });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const box = async (locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, "the element is on screen");
  return b;
};

test("/products on a phone: the grid comes first, cards and pagination fit the screen", async () => {
  await withPage(browser, "phone-products", async (page, errors) => {
    await page.goto(shop.url + "/products");
    const firstCard = page.locator("main article").first();
    await firstCard.waitFor();
    assert.equal(
      await page.locator("input[type=search]").filter({ visible: true }).count(),
      1,
      "one search box on the page",
    );
    const card = await box(firstCard);
    assert.ok(card.y < 400, `the first card starts at y = ${card.y}`);

    const buttons = page
      .locator("main article")
      .getByRole("button", { name: "Tambah ke Keranjang" });
    for (const b of await buttons.all()) {
      const fits = await b.evaluate((el) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects().length === 1 && el.scrollWidth <= el.clientWidth;
      });
      assert.ok(fits, "'Tambah ke Keranjang' stays on one line inside its button");
    }

    const pager = page.getByRole("navigation", { name: "Halaman produk" });
    await pager.scrollIntoViewIfNeeded();
    for (const name of ["Sebelumnya", "Berikutnya"]) {
      const b = await box(pager.getByText(name));
      assert.ok(b.x >= 0 && b.x + b.width <= PHONE.width, `${name} spans ${b.x}…${b.x + b.width}`);
    }
    await screenshot(page, "phone-products");
    assert.deepEqual(errors, []);
  });
});

test("checkout on a phone: a long name keeps the row's width and '1 ×' stays with its price", async () => {
  await withPage(browser, "phone-checkout", async (page, errors) => {
    const res = await fetch(`${shop.url}/api/products?q=${encodeURIComponent("IdeaPad Slim 3")}`);
    const { items } = await res.json();
    await page.goto(`${shop.url}/products/${items[0].id}`);
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).first().click();
    await page.getByRole("button", { name: /^Keranjang belanja, 1 barang/ }).click();
    await page
      .getByRole("dialog", { name: "Keranjang belanja" })
      .getByRole("link", { name: "Checkout" })
      .click();
    await page.getByLabel("Email").fill("member@konter.test");
    await page.getByLabel("Password").fill("member123");
    await page.getByRole("button", { name: "Masuk" }).last().click();
    await page.waitForURL(/\/checkout$/);

    const name = page.getByText(LONG_NAME, { exact: true });
    const each = page.getByText("1 × Rp 7.399.000", { exact: true });
    await each.waitFor();
    const n = await box(name);
    assert.ok(n.width > 200, `the name is ${n.width} px wide`);
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    assert.ok(n.height <= 2 * lineHeight + 1, `the name takes ${n.height} px (2 lines at most)`);
    const e = await box(each);
    assert.ok(e.height <= lineHeight + 1, "'1 × Rp 7.399.000' is on one line");
    await screenshot(page, "phone-checkout");
    assert.deepEqual(errors, []);
  });
});
