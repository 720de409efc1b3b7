// Issue 38 against the real binary: a shop with one outlet shows no outlet in the header; once
// the Admin opens a second outlet and puts the Kasir at both, the Kasir chooses where they work
// after signing in, the header names it, and the Kasir switches. axe clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 800 }));
});

after(() => closeBackOffice({ shop, browser }));

const outletBox = (page) => page.getByRole("combobox", { name: "Outlet", exact: true });

test("a shop with one outlet shows no outlet", async () => {
  await withPage(browser, "outlets-one", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.getByRole("button", { name: /Menu pengguna/ }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(await outletBox(page).count(), 0);
    await screenshot(page, "outlets-one");
    assert.deepEqual(errors, []);
  });
});

test("a Kasir of two outlets chooses one, sees it in the header and switches", async () => {
  const dago = await admin.post("/api/outlets", { name: "Cabang Dago" });
  const { items } = await admin.get("/api/users?q=kasir%40konter.test");
  const kasir = items.find((u) => u.email === "kasir@konter.test");
  const first = (await admin.get("/api/outlets")).items[0];
  await admin.put(`/api/users/${kasir.id}`, {
    full_name: kasir.full_name,
    role: "Kasir",
    outlet_ids: [first.id, dago.id],
  });
  await withPage(browser, "outlets-two", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    const dialog = page.getByRole("dialog", { name: "Pilih outlet tempat Anda bekerja" });
    await dialog.waitFor();
    await screenshot(page, "outlets-choose");
    assert.deepEqual(await axeViolations(page, ".ant-modal"), []);
    await dialog.getByRole("combobox").click();
    await page.locator(".ant-select-item-option", { hasText: "Cabang Dago" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page
      .locator(".ant-layout-header .ant-select-selection-item", { hasText: "Cabang Dago" })
      .waitFor();
    await screenshot(page, "outlets-header");
    assert.deepEqual(await axeViolations(page, ".ant-layout-header"), []);
    await page.locator(".ant-layout-header .ant-select").click();
    await page.locator(".ant-select-item-option", { hasText: first.name }).last().click();
    await page
      .locator(".ant-layout-header .ant-select-selection-item", { hasText: first.name })
      .waitFor();
    assert.deepEqual(errors, []);
  });
});
