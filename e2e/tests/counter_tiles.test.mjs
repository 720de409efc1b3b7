// Issue 17: the frequent items on both cashiers, and the counter's screens for axe-core and for a
// person to look at (both cashiers, the sales history, a customer's page) at three sizes, light
// and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import {
  COUNTER_SIZES as SIZES,
  SALES_CASHIER as SALES,
  SERVICE_CASHIER as SERVICE,
  closeBackOffice,
  openBackOffice,
  openCashier,
  signInStaff,
} from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let pinned;
let mostSold;
let entryId;
let customerId;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice(SIZES[0]));
  // Today's sales make a product one of the most sold; another, nobody bought lately, is
  // pinned by the Admin and comes first.
  const { items } = await admin.get("/api/products?per_page=100&sort=name");
  const goods = items.filter((p) => p.stock >= 10 && !p.tracked);
  mostSold = goods[0];
  pinned = goods[goods.length - 1];
  for (const [product, quantity] of [
    [mostSold, 4],
    [goods[1], 1],
    [goods[2], 1],
  ])
    await admin.post("/api/sales", {
      items: [{ product_id: product.id, quantity }],
      payment_method: "tunai",
      paid_amount: product.retail_price * quantity,
    });
  await admin.put(`/api/products/${pinned.id}/pinned`, { pinned: true });
  const frequent = await admin.get("/api/frequent-items");
  assert.equal(frequent.items[0].product.id, pinned.id);
  assert.ok(frequent.items.some((i) => i.product.id === mostSold.id && i.sold >= 4));
  const customers = await admin.get("/api/customers?q=Budi");
  customerId = customers.items[0].id;
  const entry = await admin.post("/api/service-entries", {
    customer_id: customerId,
    category: "Handphone",
    device_type: "Oppo A18",
    damage_type: "Ganti baterai",
    description: "Baterai cepat habis.",
  });
  entryId = entry.id;
});

after(() => closeBackOffice({ shop, browser }));

const tiles = (page) => page.getByRole("region", { name: "Barang sering dijual" });

/** A tile's button: its name starts with 'Tambah' and the product's name, then price and stock. */
const tile = (page, product) =>
  tiles(page).getByRole("button", {
    name: new RegExp(`^Tambah ${product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} Rp`),
  });

test("a tap on a frequent item adds one at the sales cashier; the pinned one comes first", async () => {
  await withPage(browser, "tiles-sales", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES);
    const add = tiles(page).getByRole("button", { name: /^Tambah / });
    await add.first().waitFor();
    assert.ok(
      (await add.first().textContent()).startsWith(`Tambah ${pinned.name} Rp`),
      "the pinned item is first",
    );
    // A Kasir uses the tiles but does not pin.
    assert.equal(
      await tiles(page)
        .getByRole("button", { name: /^Sematkan / })
        .count(),
      0,
    );

    const mostSoldTile = tile(page, mostSold);
    await mostSoldTile.click();
    await mostSoldTile.click();
    const line = page.getByTestId("cart-line");
    await line.waitFor();
    assert.equal(await line.count(), 1);
    assert.equal(
      await line.getByRole("spinbutton", { name: `Jumlah ${mostSold.name}` }).inputValue(),
      "2",
    );
    assert.deepEqual(errors, []);
  });
});

test("a tap on a frequent item adds a part at the service cashier", async () => {
  await withPage(browser, "tiles-service", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + `${SERVICE}?entry=${entryId}`);
    await page.getByText("Baterai cepat habis.").waitFor();
    await tile(page, pinned).click();
    const line = page.getByTestId("cart-line");
    await line.waitFor();
    assert.equal(
      await line.getByRole("spinbutton", { name: `Jumlah ${pinned.name}` }).inputValue(),
      "1",
    );
    assert.deepEqual(errors, []);
  });
});

for (const theme of ["light", "dark"]) {
  test(`the counter's screens in the ${theme} theme: no serious axe violation, looked at in three sizes`, async () => {
    await withPage(browser, `counter-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, shop.url, "kasir");
      const screens = [
        ["sales-cashier", SALES, () => tiles(page).getByRole("button").first().waitFor()],
        [
          "service-cashier",
          `${SERVICE}?entry=${entryId}`,
          () => page.getByText("Baterai cepat habis.").waitFor(),
        ],
        [
          "history",
          "/dashboard/transaction/history",
          () => page.locator("tbody tr.ant-table-row").first().waitFor(),
        ],
        [
          "customer",
          `/dashboard/data/customers/${customerId}`,
          () => page.getByText("Budi Santoso").first().waitFor(),
        ],
      ];
      const found = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const [name, path, ready] of screens) {
          await page.goto(shop.url + path);
          await ready();
          if (path === SALES) {
            // Three lines in the cart, from the tiles.
            const add = tiles(page).getByRole("button", { name: /^Tambah / });
            for (let i = 0; i < 3; i++) await add.nth(i).click();
            await page.getByTestId("cart-line").nth(2).waitFor();
          }
          for (const v of await axeViolations(page)) found.push(`${name} ${size.width}: ${v}`);
          await screenshot(page, `counter-${name}-${size.width}-${theme}`);
        }
      }
      assert.deepEqual(found, []);
    });
  });
}
