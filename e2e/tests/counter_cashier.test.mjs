// Issue 17: both cashiers from the keyboard (shortcuts, two Tab stops to the amount, quick cash),
// with the amount, the total and the process button always on screen.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { scrolledToEnd, withPage } from "../lib/browser.mjs";
import {
  COUNTER_SIZES as SIZES,
  SALES_CASHIER as SALES,
  SERVICE_CASHIER as SERVICE,
  closeBackOffice,
  openBackOffice,
  openCashier,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let scannable;
let entryId;

before(async () => {
  // One outlet without the demo's sales: no frequent items stand between the search and the amount.
  ({ shop, browser, admin } = await openBackOffice(SIZES[0], { oneOutlet: true }));
  const { items } = await admin.get("/api/products?per_page=100&sort=name");
  scannable = items.filter((p) => p.stock >= 5 && /^\d{13}$/.test(p.barcode));
  assert.ok(scannable.length >= 12, "the demo shop has a dozen scannable products");
  const customers = await admin.get("/api/customers?per_page=1");
  const entry = await admin.post("/api/service-entries", {
    customer_id: customers.items[0].id,
    category: "Handphone",
    device_type: "Samsung Galaxy A15",
    damage_type: "Ganti LCD",
    description: "Layar bergaris setelah jatuh.",
  });
  entryId = entry.id;
});

after(() => closeBackOffice({ shop, browser }));

/** Types keys one by one, counting each one. */
function keyboard(page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async type(text) {
      for (const ch of text) {
        await page.keyboard.press(ch);
        count++;
      }
    },
    async press(key) {
      await page.keyboard.press(key);
      count++;
    },
  };
}

/** What has the focus: its accessible label or id. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") || el?.id || el?.tagName;
  });
}

test("a three-item sale from the keyboard alone: scans, F8, the amount, Enter", async () => {
  const three = scannable.slice(0, 3);
  const total = three.reduce((sum, p) => sum + p.retail_price, 0);
  const before = (await admin.get("/api/sales?per_page=1")).total;
  await withPage(browser, "keyboard-three-items", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES);
    const keys = keyboard(page);
    for (const p of three) await keys.type(p.barcode + "\n");
    await page.getByTestId("cart-line").nth(2).waitFor();

    // Whatever the number of lines, the amount is two Tab stops from the search.
    assert.equal(await focused(page), "Cari barang atau scan barcode");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "sale-paid");

    await page.getByLabel("Cari barang atau scan barcode").focus();
    await keys.press("F8");
    assert.equal(await focused(page), "sale-paid");
    await keys.type(String(total));
    await keys.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    // 3 scans of 13 digits and Enter, F8, the amount, Enter: nothing else.
    assert.equal(keys.count, 3 * 14 + 1 + String(total).length + 1);

    // F10 starts the next sale from the receipt; the search has the focus again once the
    // receipt has closed (its closing motion ends after the cart is emptied).
    await page.keyboard.press("F10");
    await page.getByTestId("cart-line").first().waitFor({ state: "detached" });
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute("aria-label") === label,
      "Cari barang atau scan barcode",
    );
  });
  const { items } = await admin.get("/api/sales?per_page=1");
  assert.equal((await admin.get("/api/sales?per_page=1")).total, before + 1);
  assert.equal(items[0].total_amount, total);
});

test("the shortcuts are on the buttons; F2, F4 and ? work, Esc closes the help", async () => {
  await withPage(browser, "keyboard-shortcuts", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES);
    const process = page.getByRole("button", { name: "Proses Transaksi" });
    assert.match(await process.innerText(), /F9/);
    assert.equal(await process.getAttribute("aria-keyshortcuts"), "F9");
    await page.keyboard.press("F4");
    assert.equal(await focused(page), "sale-customer");
    await page.keyboard.press("F2");
    assert.equal(await focused(page), "Cari barang atau scan barcode");

    // "?" typed in the search is text; outside a field it opens the help.
    await page.keyboard.type("?");
    assert.equal(await page.getByRole("dialog", { name: "Pintasan Keyboard" }).count(), 0);
    await page.getByLabel("Cari barang atau scan barcode").fill("");
    await page.getByRole("heading", { name: "Kasir Penjualan" }).click();
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Pintasan Keyboard" });
    await help.getByText("Proses transaksi", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });
  });
});

test("quick cash offers Uang Pas and the next round amounts", async () => {
  // Two products whose total is not a round amount.
  const [a] = scannable.filter((p) => p.retail_price % 50000 !== 0);
  await withPage(browser, "quick-cash", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + SALES);
    await page.getByLabel("Cari barang atau scan barcode").pressSequentially(a.barcode + "\n");
    await page.getByTestId("cart-line").waitFor();
    const cash = page.getByRole("group", { name: "Uang cepat" }).getByRole("button");
    const labels = await cash.allInnerTexts();
    assert.equal(labels[0], "Uang Pas");
    const amounts = labels.slice(1).map((t) => Number(t.replace(/\./g, "")));
    assert.ok(amounts.length >= 2, `round amounts offered: ${labels.join(", ")}`);
    assert.ok(
      amounts[0] > a.retail_price && amounts.every((x, i) => i === 0 || x > amounts[i - 1]),
    );
    await cash.nth(1).click();
    assert.equal(
      await page.getByLabel("Jumlah Bayar").inputValue(),
      amounts[0].toLocaleString("id-ID"),
    );
    const change = (await page.getByTestId("preview-change").innerText()).replace(/\D/g, "");
    assert.equal(Number(change), amounts[0] - a.retail_price);
  });
});

test("the service cashier: F4 picks the service, the amount is two Tab stops from the search", async () => {
  await withPage(browser, "keyboard-service", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await openCashier(page, shop.url + `${SERVICE}?entry=${entryId}`);
    await page.getByText("Layar bergaris setelah jatuh.").waitFor();
    for (const p of scannable.slice(0, 3)) {
      await page.keyboard.press("F2");
      await page.keyboard.type(p.barcode + "\n");
    }
    await page.getByTestId("cart-line").nth(2).waitFor();
    await page.keyboard.press("F2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "service-paid");
    await page.keyboard.press("F4");
    assert.equal(await focused(page), "Pilih service");
    const process = page.getByRole("button", { name: "Proses Transaksi Service" });
    assert.equal(await process.getAttribute("aria-keyshortcuts"), "F9");
  });
});

/** The amount, the total and the process button are inside the viewport. */
async function payBarInView(page, size, where) {
  for (const target of [
    page.getByLabel("Jumlah Bayar"),
    page.getByTestId("preview-total"),
    page.getByRole("button", { name: /Proses Transaksi/ }),
  ]) {
    const box = await target.boundingBox();
    assert.ok(box, `${where}: visible`);
    assert.ok(
      box.y >= 0 && box.y + box.height <= size.height,
      `${where}: ${await target.evaluate((e) => e.outerHTML.slice(0, 60))} at y=${box.y} in ${size.height}`,
    );
    const top = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return el.contains(hit) || hit?.contains(el);
    });
    assert.ok(top, `${where}: nothing covers it`);
  }
}

for (const size of SIZES) {
  test(`the payment stays on screen at ${size.width}x${size.height} with many lines`, async () => {
    await withPage(browser, `sticky-${size.width}`, async (page) => {
      await page.setViewportSize(size);
      await signInStaff(page, shop.url, "kasir");
      await openCashier(page, shop.url + SALES);
      const box = page.getByLabel("Cari barang atau scan barcode");
      for (const p of scannable.slice(0, 12)) await box.pressSequentially(p.barcode + "\n");
      await page.getByTestId("cart-line").nth(11).waitFor();
      await payBarInView(page, size, "sales, top");
      await page.getByTestId("cart-line").nth(11).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await scrolledToEnd(page);
      await payBarInView(page, size, "sales, scrolled down");
      // The last line is not hidden under the bar.
      await page.getByTestId("cart-line").nth(11).scrollIntoViewIfNeeded();
      const last = await page.getByTestId("cart-line").nth(11).boundingBox();
      const bar = await page.getByTestId("cashier-paybar").boundingBox();
      assert.ok(
        size.width >= 992 || last.y + last.height <= bar.y,
        `the last line (bottom ${last.y + last.height}) is above the bar (${bar.y})`,
      );

      await openCashier(page, shop.url + `${SERVICE}?entry=${entryId}`);
      await page.getByText("Layar bergaris setelah jatuh.").waitFor();
      const parts = page.getByLabel("Cari barang atau scan barcode");
      for (const p of scannable.slice(0, 8)) await parts.pressSequentially(p.barcode + "\n");
      await page.getByTestId("cart-line").nth(7).waitFor();
      await page.mouse.wheel(0, 5000);
      await scrolledToEnd(page);
      await payBarInView(page, size, "service, scrolled down");
    });
  });
}
