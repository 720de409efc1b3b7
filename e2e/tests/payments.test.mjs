// Issue 18, split payments with QRIS, against the real binary: the owner turns on QRIS with the
// shop's static QRIS; a Kasir rings up a phone accessory, takes part in cash and the rest by
// QRIS. The dynamic QRIS for the exact amount shows on the cashier and on the customer display
// (a second page signed in as the same Kasir), the cashier confirms, the receipt lists both
// payments, and the display thanks the customer.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import {
  SALES_CASHIER,
  STATIC_QRIS,
  closeBackOffice,
  openBackOffice,
  openCashier,
  scan,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let kasir;
let product;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  await admin.put("/api/settings", { paymentMethods: "qris", qrisStatic: STATIC_QRIS });
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100");
  product = items.find((p) => p.stock >= 2 && !p.tracked && p.barcode && p.retail_price > 20_000);
  assert.ok(product, "the demo shop has something to sell");
});

after(() => closeBackOffice({ shop, browser }));

test("Rp 10.000 in cash and the rest by QRIS, shown on the customer display", async () => {
  const rest = product.retail_price - 10_000;
  const display = await browser.context.newPage();
  try {
    await withPage(browser, "split-qris", async (page, errors) => {
      await signInStaff(page, shop.url, "kasir");
      // The tablet turned to the customer, signed in as the same Kasir (the shared profile).
      await display.goto(shop.url + "/dashboard/customer-display");
      await display.getByText("Selamat datang").waitFor();

      await openCashier(page, shop.url + SALES_CASHIER);
      await scan(page, product.barcode);
      await page.getByTestId("cart-line").waitFor();
      await display.getByTestId("display-line").first().waitFor();
      await page.getByLabel(/^Jumlah Bayar/).fill("10000");
      await page.getByRole("button", { name: "Tambah pembayaran non-tunai" }).click();
      const amount = page.getByLabel("Jumlah QRIS");
      assert.equal(await amount.inputValue(), rest.toLocaleString("id-ID"));
      await page.getByLabel("No. referensi QRIS").fill("QR-0042");
      const qris = page.getByTestId("cashier-qris");
      await qris.locator('[data-drawn="true"]').waitFor();
      const payload = await qris.locator("[data-value]").getAttribute("data-value");
      assert.match(payload, /^000201010212/, "a dynamic QRIS (point of initiation 12)");
      const tag54 = `54${String(String(rest).length).padStart(2, "0")}${rest}`;
      assert.ok(payload.includes(tag54), `the amount is in tag 54: ${tag54}`);

      // The customer sees the same QRIS and its amount.
      const shown = display.getByTestId("display-qris");
      await shown.locator('[data-drawn="true"]').waitFor();
      assert.equal(await shown.locator("[data-value]").getAttribute("data-value"), payload);
      await screenshot(display, "customer-display-qris");
      await screenshot(page, "cashier-qris-1366");

      // Not before the cashier has seen it paid.
      await page.getByRole("button", { name: "Proses Transaksi" }).click();
      await toast(
        page,
        "Konfirmasi pembayaran QRIS setelah aplikasi pelanggan menunjukkan berhasil.",
      );
      await qris.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Proses Transaksi" }).click();
      await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
      const receipt = page.getByTestId("receipt").first();
      assert.match(
        await receipt.getByTestId("receipt-payment-qris").innerText(),
        /QRIS \(QR-0042\)/,
      );
      assert.match(await receipt.getByTestId("receipt-payment-tunai").innerText(), /Tunai/);
      await display.getByText("Terima kasih!").waitFor();
      await screenshot(display, "customer-display-thanks");
      assert.deepEqual(errors, []);
    });
  } finally {
    await display.close();
  }

  const { items } = await kasir.get("/api/sales?per_page=1");
  const sale = await admin.get(`/api/sales/${items[0].id}`);
  assert.deepEqual(
    sale.payments.map((p) => [p.method, p.amount, p.reference]),
    [
      ["tunai", 10_000, null],
      ["qris", rest, "QR-0042"],
    ],
  );
});

test("the cashier with a QRIS waiting, and the customer display, pass axe at three sizes", async () => {
  await withPage(browser, "split-axe", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    const found = [];
    for (const size of [
      { width: 1366, height: 768 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await openCashier(page, shop.url + SALES_CASHIER);
      await scan(page, product.barcode);
      await page.getByTestId("cart-line").waitFor();
      await page.getByRole("button", { name: "Tambah pembayaran non-tunai" }).click();
      await page.getByTestId("cashier-qris").locator('[data-drawn="true"]').waitFor();
      for (const v of await axeViolations(page)) found.push(`cashier ${size.width}: ${v}`);
      await screenshot(page, `cashier-qris-${size.width}`);
      // The display is a second screen beside the cashier: leaving the cashier would clear it.
      const display = await browser.context.newPage();
      try {
        await display.setViewportSize(size);
        await display.goto(shop.url + "/dashboard/customer-display");
        await display.getByTestId("display-qris").locator('[data-drawn="true"]').waitFor();
        for (const v of await axeViolations(display)) found.push(`display ${size.width}: ${v}`);
        await screenshot(display, `customer-display-${size.width}`);
      } finally {
        await display.close();
      }
    }
    assert.deepEqual(found, []);
  });
});
