import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot } from "../lib/browser.mjs";

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

test("the storefront home shows seeded products with rupiah prices", async () => {
  await withPage(browser, "home", async (page, errors) => {
    await page.goto(shop.url + "/");
    const grid = page.locator("#products");
    await grid.getByText("ASUS Vivobook 14", { exact: false }).first().waitFor();
    const text = await grid.innerText();
    assert.match(text, /Rp\s?6\.999\.000/);
    assert.equal((await page.title()).length > 0, true);
    await screenshot(page, "home");
    assert.deepEqual(errors, []);
  });
});

test("the products page searches, and a product opens", async () => {
  await withPage(browser, "products", async (page) => {
    await page.goto(shop.url + "/products?q=epson");
    await page.getByText("Printer Epson L3210 EcoTank").first().waitFor();
    assert.equal(await page.getByText("Samsung Galaxy A15").count(), 0);
    await page.getByText("Printer Epson L3210 EcoTank").first().click();
    await page.getByText("4 tersedia").waitFor();
  });
});

test("/login renders the staff sign-in", async () => {
  await withPage(browser, "login", async (page, errors) => {
    await page.goto(shop.url + "/login");
    await page.getByText("Penjualan").first().waitFor();
    await page.getByRole("button", { name: "Masuk" }).waitFor();
    await page.getByLabel("Email").waitFor();
    await screenshot(page, "login");
    assert.deepEqual(errors, []);
  });
});

test("the API docs render under the same Content Security Policy", async () => {
  await withPage(browser, "api-docs", async (page, errors) => {
    const res = await page.goto(shop.url + "/api/docs");
    assert.match(res.headers()["content-security-policy"], /script-src 'self';/);
    // Swagger UI's bundle is large: on a busy machine it takes a while to parse.
    await page.getByText("Konter API").first().waitFor({ timeout: 30000 });
    await page.locator(".opblock").first().waitFor({ timeout: 30000 });
    assert.deepEqual(errors, []);
  });
});

test("a page that breaks the policy fails the test", async () => {
  await withPage(browser, "csp-probe", async (page) => {
    await page.goto(shop.url + "/login");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__inline = true";
      document.head.append(s);
    });
    await page.waitForFunction(() => true);
    await assert.rejects(
      async () => {
        if (browser.cspViolations.length === 0) await browser.cspReported(30000);
        if (browser.cspViolations.length === 0) return;
        throw new Error(JSON.stringify(browser.cspViolations.splice(0)));
      },
      /script-src/,
      "an inline script ran or went unreported",
    );
    assert.equal(await page.evaluate(() => window.__inline), undefined);
  });
});
