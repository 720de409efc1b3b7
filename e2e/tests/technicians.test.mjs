// Issue 40, technicians: a Teknisi signs in, lands on Servis Saya with the repairs assigned to
// them, works a repair's service info, and cannot reach the cashier (the page says 403, the API
// refuses). Servis Saya is photographed at three sizes in both themes and axe-checked.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import {
  launch,
  withPage,
  screenshot,
  signOut,
  axeViolations,
  SCREEN_SIZES,
} from "../lib/browser.mjs";
import { toast } from "../lib/backoffice.mjs";

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 1366, height: 800 } });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function signInTeknisi(page) {
  await page.context().clearCookies();
  await page.goto(shop.url + "/login");
  await page.getByLabel("Email").fill("teknisi@konter.test");
  await page.getByLabel("Password").fill("teknisi123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL("**/dashboard/servis-saya");
}

test("a Teknisi lands on Servis Saya, works a repair and cannot reach the cashier", async () => {
  await withPage(browser, "technicians", async (page) => {
    await signInTeknisi(page);
    await page.getByText("Samsung Galaxy A52").waitFor();
    await page.getByText("Xiaomi Redmi Note 10").waitFor();
    assert.equal(
      await page.getByText("Asus VivoBook 14").count(),
      0,
      "an unassigned repair is not theirs",
    );
    const menu = page.locator(".ant-layout-sider .ant-menu").first();
    assert.equal(await menu.getByText("Kasir Penjualan").count(), 0);
    assert.equal(await menu.getByText("Laporan").count(), 0);

    const info = page.getByLabel(/^Info SVC-/).first();
    await info.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Telah Selesai"]')
      .click();
    await toast(page, "berhasil diperbarui");

    await page.goto(shop.url + "/dashboard/transaction/sales");
    await page.getByText("Halaman ini bukan untuk Teknisi.").waitFor();
    const refused = await page.evaluate(async () => (await fetch("/api/sales")).status);
    assert.equal(refused, 403);
    await signOut(browser);
  });
});

for (const theme of ["light", "dark"]) {
  test(`Servis Saya at three sizes, ${theme}, axe clean`, async () => {
    await withPage(browser, `technicians-${theme}`, async (page) => {
      await page.addInitScript(
        ([key, t]) => localStorage.setItem(key, t),
        ["vite-ui-theme", theme],
      );
      await signInTeknisi(page);
      const found = [];
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await page.getByText("Samsung Galaxy A52").waitFor();
        await screenshot(page, `bench40-servis-saya-${size.width}-${theme}`);
        for (const v of await axeViolations(page)) found.push(`${size.width}: ${v}`);
      }
      await signOut(browser);
      assert.deepEqual(found, []);
    });
  });
}
