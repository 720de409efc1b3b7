// Issue 38 against the real binary: a shop of one outlet shows no outlet anywhere, on the
// Admin's and the Kasir's back office and on the storefront: no outlet choice in the header or
// above a report, no outlet column, no "available at" or "collect at". Each page is read once it
// has drawn its data (no spinner, no skeleton, the network quiet), and photographed.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { screenshot, signOut, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice(
    { width: 1366, height: 800 },
    { oneOutlet: true },
  ));
});

after(() => closeBackOffice({ shop, browser }));

/** Whatever on the page speaks of outlets. */
async function outletTalk(page) {
  const found = [];
  if ((await page.getByRole("combobox", { name: "Outlet", exact: true }).count()) > 0) {
    found.push("the header's outlet choice");
  }
  if ((await page.getByRole("combobox", { name: /outlet/i }).count()) > 0) {
    found.push("an outlet filter");
  }
  if ((await page.getByRole("columnheader", { name: /outlet/i }).count()) > 0) {
    found.push("an outlet column");
  }
  for (const words of [/Semua outlet/i, /Tersedia di /, /Ambil di /, /Stok per outlet/i]) {
    if ((await page.getByText(words).count()) > 0) found.push(String(words));
  }
  return found;
}

/** drawn waits until the page shows its data: nothing spinning, no skeleton, the network quiet. */
async function drawn(page) {
  await page.waitForLoadState("networkidle");
  await page
    .locator(".ant-spin-spinning, .ant-skeleton-active")
    .first()
    .waitFor({ state: "detached" });
}

async function walk(name, who, paths) {
  await withPage(browser, `one-outlet-${name}`, async (page, errors) => {
    if (who) await signInStaff(page, shop.url, who);
    else await signOut(browser);
    for (const path of paths) {
      await page.goto(shop.url + path);
      await drawn(page);
      await screenshot(page, `one-outlet-${name}${path.replace(/\//g, "-")}`);
      assert.deepEqual(await outletTalk(page), [], `${path} as ${who ?? "a visitor"}`);
    }
    assert.deepEqual(errors, []);
  });
}

test("the Admin's back office of a one-outlet shop shows no outlet", async () => {
  await walk("admin", "admin", [
    "/dashboard",
    "/dashboard/transaction/sales",
    "/dashboard/stock",
    "/dashboard/transaction/history",
    "/dashboard/reports/sales",
    "/dashboard/reports/service",
    "/dashboard/transaction/installments",
    "/dashboard/settings",
  ]);
});

test("the Kasir's back office of a one-outlet shop shows no outlet", async () => {
  await walk("kasir", "kasir", [
    "/dashboard",
    "/dashboard/transaction/sales",
    "/dashboard/transaction/service",
    "/dashboard/stock",
  ]);
});

test("the storefront of a one-outlet shop shows no outlet", async () => {
  const { items } = await admin.get("/api/products?in_stock=true&per_page=1");
  await walk("visitor", null, ["/", "/products", `/products/${items[0].id}`]);
});
