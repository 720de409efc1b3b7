// Issue 35, item 12, against the real binary: with "Tutup shift tanpa melihat kas seharusnya" on,
// the Kasir's shift page and close dialog ask for the count without showing what should be in the
// drawer; once the close is recorded, the Z report shows it and the difference. The close dialog
// is checked with axe in three sizes, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import {
  COUNTER_SIZES as SIZES,
  closeBackOffice,
  openBackOffice,
  signInStaff,
} from "../lib/backoffice.mjs";

const SHIFT = "/dashboard/transaction/shift";

let shop;
let browser;
let admin;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice());
  await admin.put("/api/settings", { blindClose: "true" });
  const kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  await kasir.post("/api/shifts", { opening_cash: 100_000 }).catch(() => undefined);
});
after(() => closeBackOffice({ shop, browser }));

for (const theme of ["light", "dark"]) {
  test(`the blind close dialog in the ${theme} theme asks for the count alone`, async () => {
    await withPage(browser, `blind-close-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, shop.url, "kasir");
      const found = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(shop.url + SHIFT);
        await page.getByRole("heading", { name: "Shift Kasir" }).waitFor();
        assert.equal(await page.getByText("Kas Seharusnya", { exact: true }).count(), 0);
        await page.getByRole("button", { name: "Tutup Shift" }).click();
        const dialog = page.getByRole("dialog", { name: /Tutup Shift/ });
        await dialog.getByLabel("Uang kertas Rp 50.000").fill("2");
        await dialog.getByText(/tampil setelah shift ditutup/).waitFor();
        assert.equal(await dialog.getByText("Kas seharusnya", { exact: true }).count(), 0);
        assert.equal(await dialog.getByTestId("close-difference").count(), 0);
        for (const v of await axeViolations(page)) found.push(`close ${size.width}: ${v}`);
        await screenshot(page, `blind-close-${size.width}-${theme}`);
        await dialog.getByRole("button", { name: "Batal" }).click();
        await dialog.waitFor({ state: "hidden" });
      }
      assert.deepEqual(found, []);
    });
  });
}

test("once the count is kept, the Z report shows what should have been there", async () => {
  await withPage(browser, "blind-close-done", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + SHIFT);
    await page.getByRole("button", { name: "Tutup Shift" }).click();
    const dialog = page.getByRole("dialog", { name: /Tutup Shift/ });
    await dialog.getByLabel("Uang kertas Rp 50.000").fill("2");
    await dialog.getByRole("button", { name: "Tutup Shift" }).click();
    const report = page.getByRole("dialog", { name: /Laporan Shift/ });
    await report.getByTestId("z-expected").first().waitFor();
    assert.match(await report.getByTestId("z-expected").first().innerText(), /Rp\s100\.000/);
    await screenshot(page, "blind-close-z-report");
  });
});
