// Issue 38 against the real binary: on the two-outlet demo, Daftar Shift, Penerimaan Barang and
// Stock Opname name each document's outlet and read one outlet once it is chosen (kept in the
// address); axe in three sizes, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { SCREEN_SIZES, axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";

const LISTS = [
  { name: "shifts", path: "/dashboard/transaction/shifts", heading: "Daftar Shift" },
  { name: "goods-receipts", path: "/dashboard/data/goods-receipts", heading: "Penerimaan Barang" },
  { name: "stock-counts", path: "/dashboard/data/stock-opname", heading: "Stock Opname" },
];

let opened;
let second;

before(async () => {
  opened = await openBackOffice();
  ({
    items: [, second],
  } = await opened.admin.get("/api/outlets?per_page=100"));
});
after(() => closeBackOffice(opened));

for (const theme of ["light", "dark"]) {
  test(`the lists of a chain name each document's outlet, in the ${theme} theme`, async () => {
    await withPage(opened.browser, `outlet-lists-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, opened.shop.url, "admin");
      const found = [];
      for (const list of LISTS) {
        for (const size of SCREEN_SIZES) {
          await page.setViewportSize(size);
          await page.goto(opened.shop.url + list.path);
          await page.getByText(list.heading, { exact: true }).first().waitFor();
          await page.getByRole("columnheader", { name: "Outlet" }).waitFor();
          for (const v of await axeViolations(page)) {
            found.push(`${list.name} ${size.width}: ${v}`);
          }
          await screenshot(page, `outlet-list-${list.name}-${size.width}-${theme}`);
        }
        await page.getByTestId("outlet-filter").locator(".ant-select").click();
        await page
          .locator(".ant-select-item-option-content", { hasText: second.name })
          .first()
          .click();
        await page.waitForURL(new RegExp(`[?&]outlet=${second.id}(&|$)`));
      }
      assert.deepEqual(found, []);
    });
  });
}
