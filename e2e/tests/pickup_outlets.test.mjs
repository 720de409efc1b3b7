// Issue 38's storefront in a shop of several outlets against the real binary: the test opens its
// own outlet (the demo may have one outlet or two) and stocks a product there only; the member
// sees where it is held, picks the order up at that outlet, and the stock is reserved there; the
// member's order says where to collect it; the Admin, working at that outlet, sees it on the
// order and rings it up there. The storefront pages are axe clean and photographed at three sizes,
// light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { SCREEN_SIZES, axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

const OUTLET = "Cabang Pickup";
const PRODUCT = "Powerbank Pickup 10000";

let shop;
let browser;
let admin;
let pickup;
let product;
let orderNumber;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 800 }));
  pickup = await admin.post("/api/outlets", {
    name: OUTLET,
    address: "Jl. Pickup No. 7, Bandung",
    phone: "022-7654321",
  });
  await admin.put("/api/auth/outlet", { outlet_id: pickup.id });
  product = await admin.post("/api/products", {
    name: PRODUCT,
    category: "Aksesoris",
    barcode: "TES-PICKUP-1",
    stock: 3,
    retail_price: 150000,
  });
});

after(() => closeBackOffice({ shop, browser }));

const heldAt = async () =>
  Object.fromEntries(
    (await admin.get(`/api/products/${product.id}`)).stock_by_outlet.map((s) => [
      s.outlet_name,
      s.quantity,
    ]),
  );

/** Photographs the page at the three sizes in the theme, and checks it with axe at each. */
async function photograph(page, name, theme) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    assert.deepEqual(await axeViolations(page, "main"), [], `${name} ${size.width} ${theme}`);
    await screenshot(page, `${name}-${size.width}-${theme}`);
  }
}

test("a member picks the order up at the outlet holding it, and the stock is reserved there", async () => {
  for (const theme of ["light", "dark"]) {
    await withPage(browser, `pickup-product-${theme}`, async (page, errors) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await page.goto(`${shop.url}/products/${product.id}`);
      await page.getByRole("heading", { level: 1, name: PRODUCT }).waitFor();
      await page.getByText(`Tersedia di ${OUTLET}`).waitFor();
      await photograph(page, "pickup-product", theme);
      assert.deepEqual(errors, []);
    });
  }

  await withPage(browser, "pickup-checkout", async (page, errors) => {
    await page.goto(`${shop.url}/products/${product.id}`);
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).first().click();
    await page.getByText(`${PRODUCT} ditambahkan ke keranjang!`).first().waitFor();
    await page.goto(shop.url + "/member-login?next=%2Fcheckout");
    await page.getByLabel("Email").fill("member@konter.test");
    await page.getByLabel("Password").fill("member123");
    await page.getByRole("button", { name: "Masuk" }).last().click();
    await page.waitForURL(/\/checkout$/);
    const outlet = page.getByLabel("Ambil di outlet");
    await outlet.waitFor();
    assert.deepEqual(await outlet.locator("option").allInnerTexts(), [OUTLET]);
    for (const theme of ["light", "dark"]) {
      await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await page.reload();
      await page.getByLabel("Ambil di outlet").waitFor();
      await photograph(page, "pickup-checkout", theme);
    }
    await page.setViewportSize(SCREEN_SIZES[2]);
    await page.getByLabel("Ambil di outlet").selectOption({ label: OUTLET });
    await page.getByRole("button", { name: "Buat Pesanan" }).click();
    await page.getByText("Pesanan Berhasil Dibuat!").waitFor();
    await page.getByText("Jl. Pickup No. 7, Bandung").waitFor();
    orderNumber = (await page.getByText(/^ORD-\d{8}-\d+$/).innerText()).trim();

    await page.goto(shop.url + "/my-orders");
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.getByRole("button", { name: "Lihat Detail" }).click();
    const detail = page.getByRole("dialog", { name: "Detail pesanan" });
    await detail.getByText(OUTLET).waitFor();
    await detail.getByText("Telp. 022-7654321").waitFor();
    for (const theme of ["light", "dark"]) {
      await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await page.reload();
      await page
        .getByRole("row")
        .filter({ hasText: orderNumber })
        .getByRole("button", { name: "Lihat Detail" })
        .click();
      await page.getByRole("dialog", { name: "Detail pesanan" }).getByText(OUTLET).waitFor();
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await screenshot(page, `pickup-my-order-${size.width}-${theme}`);
      }
    }
    assert.deepEqual(errors, []);
  });
  const held = await heldAt();
  assert.equal(held[OUTLET], 2, "one reserved at the pickup outlet");
  assert.equal(
    Object.entries(held).filter(([name, quantity]) => name !== OUTLET && quantity !== 0).length,
    0,
    "nothing moved at another outlet",
  );
});

test("the Admin, working at the pickup outlet, sees it on the order and rings it up there", async () => {
  await withPage(browser, "pickup-fulfil", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.locator(".ant-layout-header .ant-select").click();
    await page.locator(".ant-select-item-option", { hasText: OUTLET }).last().click();
    await page
      .locator(".ant-layout-header .ant-select-selection-item", { hasText: OUTLET })
      .waitFor();
    await page.goto(shop.url + "/dashboard/orders");
    const row = page.locator("tr", { hasText: orderNumber });
    await row.getByRole("button", { name: `Detail ${orderNumber}` }).click();
    const dialog = page.locator(".ant-modal", { hasText: `Detail Pesanan ${orderNumber}` });
    await dialog.getByText(OUTLET).waitFor();
    await screenshot(page, "pickup-order-detail");
    await dialog.getByRole("button", { name: "Proses di Kasir" }).click();
    await page.getByText(`Pesanan ${orderNumber}`).waitFor();
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    assert.deepEqual(errors, []);
  });
  const orders = await admin.get(`/api/orders?q=${orderNumber}`);
  assert.equal(orders.items[0].status, "Processed");
  assert.equal(orders.items[0].outlet_name, OUTLET);
  assert.equal((await heldAt())[OUTLET], 2, "the sale does not take the reserved unit again");
});
