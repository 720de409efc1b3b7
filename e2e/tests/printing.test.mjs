// Issue 39 against the real binary: the Admin registers a LAN receipt printer (played here by a
// TCP listener on the loopback) and test-prints from Pengaturan → Printer; then this device prints
// a cash sale's receipt on it with Cetak, no dialog: the bytes carry the sale and open the drawer.
// axe clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  closeBackOffice,
  openBackOffice,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

/** ESC p: the pulse on the printer's drawer port. */
const DRAWER_KICK = Buffer.from([0x1b, 0x70]);

let shop;
let browser;
let admin;
let printer;

/** A printer on the loopback: it keeps every job's bytes, one job per connection. */
function lanPrinter() {
  const jobs = [];
  const waiting = [];
  const server = net.createServer((socket) => {
    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      jobs.push(Buffer.concat(chunks));
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: server.address().port,
        close: () => server.close(),
        async job(n) {
          while (jobs.length < n) await new Promise((wake) => waiting.push(wake));
          return jobs[n - 1];
        },
      }),
    ),
  );
}

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 800 }));
  printer = await lanPrinter();
});

after(() => {
  printer?.close();
  return closeBackOffice({ shop, browser });
});

test("the Admin test-prints on a LAN printer and its bytes arrive", async () => {
  await admin.post("/api/printers", {
    name: "Kasir Depan",
    host: "127.0.0.1",
    port: printer.port,
    paper: "58mm",
    drawer: true,
  });
  await withPage(browser, "printing-test-page", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(`${shop.url}/dashboard/settings/printers`);
    const button = page.getByRole("button", { name: "Uji cetak Kasir Depan" });
    await button.click();
    await toast(page, "Halaman uji dikirim ke Kasir Depan.");
    const bytes = await printer.job(1);
    const text = bytes.toString("latin1");
    assert.match(text, /HALAMAN UJI PRINTER/);
    assert.match(text, /Kasir Depan/);
    await screenshot(page, "printing-settings");
    assert.deepEqual(await axeViolations(page, ".ant-layout-content"), []);
    assert.deepEqual(errors, []);
  });
});

test("Cetak prints a cash sale on this device's LAN printer and opens the drawer", async () => {
  const product = (await admin.get("/api/products?per_page=100")).items.find((p) => p.stock > 2);
  const sale = await admin.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 1 }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: product.retail_price,
  });
  await withPage(browser, "printing-sale", async (page, errors) => {
    await page.goto(`${shop.url}/dashboard/settings/printers`);
    await page
      .locator(".ant-card", { hasText: "Printer perangkat ini" })
      .locator(".ant-select")
      .click();
    await page.locator(".ant-select-item-option", { hasText: "Kasir Depan (58mm)" }).click();
    await page.goto(`${shop.url}${SALES_CASHIER}?receipt=${sale.id}`);
    const dialog = page.getByRole("dialog").filter({ hasText: sale.transaction_id_display });
    await dialog.getByRole("button", { name: "Cetak" }).click();
    const bytes = await printer.job(2);
    assert.match(bytes.toString("latin1"), new RegExp(sale.transaction_id_display));
    assert.ok(bytes.includes(DRAWER_KICK), "a cash sale opens the drawer");
    assert.deepEqual(errors, []);
  });
});
