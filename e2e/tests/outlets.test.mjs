// Issue 38 against the real binary: a shop with one outlet shows no outlet in the header; once
// the Admin opens a second outlet and puts the Kasir at both, the Kasir chooses where they work
// after signing in, the header names it, and the Kasir switches. The second outlet sells only the
// stock it holds, and the stock page shows each outlet's. axe clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";
import { staffSession } from "../lib/api.mjs";

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

test("the second outlet sells only its own stock; the stock page shows each outlet's", async () => {
  const [first, dago] = (await admin.get("/api/outlets")).items;
  await admin.put("/api/auth/outlet", { outlet_id: first.id });
  const cable = await admin.post("/api/products", {
    name: "Kabel Data Cabang",
    category: "Aksesoris",
    barcode: "TES-CABANG-1",
    stock: 3,
    retail_price: 35000,
  });
  await admin.put("/api/auth/outlet", { outlet_id: dago.id });
  await admin.post(`/api/products/${cable.id}/stock`, { delta: 1 });
  const kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  await kasir.put("/api/auth/outlet", { outlet_id: dago.id });
  const sale = (quantity) => ({
    items: [{ product_id: cable.id, quantity }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: 35000 * quantity,
  });
  await assert.rejects(
    kasir.post("/api/sales", sale(2)),
    /409 Stok Kabel Data Cabang di outlet Cabang Dago tidak mencukupi\./,
  );
  await kasir.post("/api/sales", sale(1));

  await withPage(browser, "outlets-stock", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + "/dashboard/stock");
    const box = page.getByLabel("Cari barang");
    await box.fill("TES-CABANG-1");
    await box.press("Enter");
    const held = page.getByLabel("Stok per outlet Kabel Data Cabang");
    await held.waitFor();
    assert.equal(await held.innerText(), `${first.name}: 3\nCabang Dago: 0`);
    const row = page.getByRole("row").filter({ hasText: "Kabel Data Cabang" });
    assert.match(await row.innerText(), /\b3\b/);
    await screenshot(page, "outlets-stock");
    assert.deepEqual(await axeViolations(page, ".ant-table"), []);
    assert.deepEqual(errors, []);
  });
});
