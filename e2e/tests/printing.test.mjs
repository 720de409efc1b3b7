// Issue 39 against the real binary: the Admin registers a LAN receipt printer (played here by a
// TCP listener on the loopback) and test-prints from Pengaturan → Printer; then this device prints
// a cash sale's receipt on it with Cetak, no dialog: the bytes carry the sale and open the drawer.
// A Kasir sets Cetak otomatis with two copies: a cash sale at the cashier prints by itself, the
// drawer opening once; Buka Laci kicks the drawer and lands in the shift report; a repair's
// receipt carries its tracking link as the printer's QR command. axe clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import {
  SALES_CASHIER,
  cashSale,
  closeBackOffice,
  openBackOffice,
  openCashier,
  scan,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

/** ESC p: the pulse on the printer's drawer port. */
const DRAWER_KICK = Buffer.from([0x1b, 0x70]);
/** GS V: the cut, once per copy. */
const CUT = Buffer.from([0x1d, 0x56]);

/** GS v 0: a raster image, its width in bytes and height in dots (little-endian) before its data. */
const RASTER = Buffer.from([0x1d, 0x76, 0x30]);

/** The printer's commands and text without the data of raster images (the logo, a QR image), whose dots may read as any command. */
function commands(bytes) {
  const parts = [];
  let from = 0;
  for (let at = bytes.indexOf(RASTER); at >= 0; at = bytes.indexOf(RASTER, from)) {
    const width = bytes[at + 4] + 256 * bytes[at + 5];
    const height = bytes[at + 6] + 256 * bytes[at + 7];
    parts.push(bytes.subarray(from, at + 8));
    from = at + 8 + width * height;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** How many times `part` occurs among the commands in `bytes`. */
function count(bytes, part) {
  const sent = commands(bytes);
  let n = 0;
  for (let at = sent.indexOf(part); at >= 0; at = sent.indexOf(part, at + 1)) n++;
  return n;
}

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
  const sale = await cashSale(admin);
  await withPage(browser, "printing-sale", async (page, errors) => {
    await page.goto(`${shop.url}/dashboard/settings/printers`);
    const card = page.locator(".ant-card", { hasText: "Printer perangkat ini" });
    await card.getByRole("radio", { name: /Printer LAN/ }).check();
    await card.getByText("Kasir Depan (58mm)").waitFor();
    await page.goto(`${shop.url}${SALES_CASHIER}?receipt=${sale.id}`);
    const dialog = page.getByRole("dialog").filter({ hasText: sale.transaction_id_display });
    await dialog.getByRole("button", { name: "Cetak" }).click();
    const bytes = await printer.job(2);
    assert.match(bytes.toString("latin1"), new RegExp(sale.transaction_id_display));
    assert.equal(count(bytes, DRAWER_KICK), 1, "a cash sale opens the drawer");
    assert.deepEqual(errors, []);
  });
});

test("a Kasir sets Cetak otomatis with two copies: a cash sale prints by itself and opens the drawer once", async () => {
  const { items } = await admin.get("/api/products?per_page=100&sort=name");
  const product = items.find((p) => p.stock > 2 && /^\d{13}$/.test(p.barcode));
  await withPage(browser, "printing-auto", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(`${shop.url}/dashboard/settings/printers`);
    const card = page.locator(".ant-card", { hasText: "Printer perangkat ini" });
    await card.getByText("Kasir Depan (58mm)").waitFor();
    await card.getByLabel("Jumlah salinan").fill("2");
    await card.getByLabel("Jumlah salinan").blur();
    assert.equal(await page.getByRole("button", { name: /Tambah Printer/ }).count(), 0);
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem("konter-device-printer")).copies === 2,
    );
    await screenshot(page, "printing-kasir");
    assert.deepEqual(await axeViolations(page, ".ant-layout-content"), []);

    await openCashier(page, shop.url + SALES_CASHIER);
    await scan(page, product.barcode);
    await page.getByTestId("cart-line").waitFor();
    const paid = page.getByLabel("Jumlah Bayar");
    await paid.fill(String(product.retail_price));
    await paid.press("Enter");
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    const bytes = await printer.job(3);
    const { items: sales } = await admin.get("/api/sales?per_page=1");
    assert.match(bytes.toString("latin1"), new RegExp(sales[0].transaction_id_display));
    assert.equal(count(bytes, CUT), 2, "two copies");
    assert.equal(count(bytes, DRAWER_KICK), 1, "the drawer opens once");
    assert.deepEqual(errors, []);
  });
});

test("Buka Laci kicks the drawer and is in the shift report with who and why", async () => {
  await withPage(browser, "printing-drawer", async (page, errors) => {
    await page.goto(`${shop.url}/dashboard/transaction/shift`);
    // The cash sale before opened the cashier's shift (shifts are not required in the demo).
    await page.getByRole("button", { name: "Buka Laci" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Alasan" });
    await dialog.getByLabel("Alasan").fill("Tukar uang receh");
    await dialog.getByRole("button", { name: "Buka Laci" }).click();
    await toast(page, "Laci dibuka lewat Kasir Depan.");
    const bytes = await printer.job(4);
    assert.equal(count(bytes, DRAWER_KICK), 1);
    assert.equal(count(bytes, CUT), 0);
    await page.getByRole("cell", { name: "Tukar uang receh" }).waitFor();
    await screenshot(page, "printing-shift");
    assert.deepEqual(await axeViolations(page, ".ant-layout-content"), []);
    assert.deepEqual(errors, []);
  });
  const { items } = await admin.get("/api/shifts?status=open");
  const openings = items.flatMap((s) => s.drawer_openings ?? []);
  assert.ok(openings.some((o) => o.reason === "Tukar uang receh" && o.user_name));
});

test("Cetak on a repair's receipt prints its tracking link as the printer's QR code", async () => {
  const { items: customers } = await admin.get("/api/customers?per_page=1");
  const entry = await admin.post("/api/service-entries", {
    customer_id: customers[0].id,
    category: "Handphone",
    device_type: "Samsung Galaxy A10",
    damage_type: "LCD pecah",
    description: "Layar retak",
  });
  const { id } = entry;
  const { entry: saved } = await admin.get(`/api/service-entries/${id}`);
  await withPage(browser, "printing-repair", async (page, errors) => {
    await page.goto(`${shop.url}/dashboard/service-masuk`);
    await page.getByRole("button", { name: `Cetak SVC-${id}` }).click();
    const dialog = page.locator(".receipt-dialog");
    await dialog.getByText("TANDA TERIMA SERVICE", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Cetak" }).click();
    const bytes = await printer.job(5);
    const text = bytes.toString("latin1");
    assert.match(text, new RegExp(`SVC-${id}`));
    // GS ( k … 1 P 0: the QR code's data stored in the printer, then printed.
    assert.ok(
      text.includes(`1P0${shop.url}/tracking?token=${saved.tracking_token}`),
      "the QR code",
    );
    assert.deepEqual(errors, []);
  });
});
