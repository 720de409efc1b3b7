import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { axeViolations, launch, signOut, withPage } from "../lib/browser.mjs";

// axe-core on the storefront's pages, in the light and the dark theme: no serious or critical
// violation (colour contrast included) on any of them (issue 19).
let shop;
let browser;
let productPath;
let articlePath;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 390, height: 844 } });
  const { items } = await (await fetch(`${shop.url}/api/products?per_page=1`)).json();
  productPath = `/products/${items[0].id}`;
  const news = await (await fetch(`${shop.url}/api/news?per_page=1`)).json();
  articlePath = `/news/${encodeURIComponent(news.items[0].slug)}`;
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

for (const theme of ["light", "dark"]) {
  test(`no serious or critical axe violation in the ${theme} theme`, async () => {
    await withPage(browser, `axe-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      const pages = [
        ["/", () => page.locator("main article").first().waitFor()],
        ["/products", () => page.locator("main article").first().waitFor()],
        [productPath, () => page.getByRole("heading", { level: 1 }).waitFor()],
        [articlePath, () => page.getByTestId("article-content").waitFor()],
        ["/tracking", () => page.getByRole("heading", { level: 1 }).waitFor()],
        ["/member-login", () => page.getByLabel("Email").waitFor()],
      ];
      const found = [];
      for (const [path, ready] of pages) {
        await page.goto(shop.url + path);
        await ready();
        for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
      }
      // Checkout, as a signed-in member with a product in the cart.
      await page.goto(shop.url + productPath);
      await page.getByRole("button", { name: "Tambah ke Keranjang" }).first().click();
      await page.goto(shop.url + "/member-login?next=%2Fcheckout");
      await page.getByLabel("Email").fill("member@konter.test");
      await page.getByLabel("Password").fill("member123");
      await page.getByRole("button", { name: "Masuk" }).last().click();
      await page.getByRole("button", { name: "Buat Pesanan" }).waitFor();
      for (const v of await axeViolations(page)) found.push(`/checkout: ${v}`);
      await signOut(browser);
      assert.deepEqual(found, []);
    });
  });
}
