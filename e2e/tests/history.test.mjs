// Issue 17: every receipt again — the sales history page and a customer's page, against the real binary.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { startShop } from "../lib/shop.mjs";
import { launch, motionless, withPage, screenshot } from "../lib/browser.mjs";
import { signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A call to the API from the page (its session cookie). */
function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: body && JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

/**
 * The binary has no clock to set, so a past sale is one rung up now and moved back a day in
 * the database, number and all, as if it had been made yesterday at the same hour.
 */
function moveToYesterday(id) {
  const sql = `UPDATE sales_transactions
    SET created_at = strftime('%Y-%m-%d %H:%M:%f', created_at, '-1 day') || '+00:00',
        transaction_id_display = 'TRX-' || strftime('%Y%m%d', created_at, '+7 hours', '-1 day') || substr(transaction_id_display, 13)
    WHERE id = ${Number(id)};`;
  execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(shop.dataDir, "konter.db"), sql]);
}

const jakartaDay = (date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Jakarta",
    day: "2-digit",
    month: "2-digit",
    year: "2-digit",
  }).format(date);

test("yesterday's receipt is printed again from the sales history", async () => {
  await withPage(browser, "history-reprint", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    const products = (await api(page, "GET", "/api/products?q=2000000102184")).body.items;
    const glass = products.find((p) => p.barcode === "2000000102184");
    const customers = (await api(page, "GET", "/api/customers?q=Budi")).body.items;
    const sold = await api(page, "POST", "/api/sales", {
      items: [{ product_id: glass.id, quantity: 2 }],
      customer_type: "umum",
      customer_id: customers[0].id,
      payment_method: "tunai",
      paid_amount: 100000,
    });
    assert.equal(sold.status, 201, JSON.stringify(sold.body));
    moveToYesterday(sold.body.id);
    const past = (await api(page, "GET", `/api/sales/${sold.body.id}`)).body;
    const number = past.transaction_id_display;
    const yesterday = jakartaDay(new Date(Date.now() - 24 * 3600 * 1000));

    // The menu's "Riwayat Transaksi" under Transaksi, once the sider shows what a Kasir may open.
    const sider = page.locator(".ant-layout-sider");
    await sider.getByRole("link", { name: "Stok Barang" }).waitFor();
    await sider.getByRole("menuitem", { name: "Transaksi" }).click();
    // Each entry of the opened group appears once its access is checked: click when all are in.
    for (const entry of ["Kasir Penjualan", "Kasir Service", "Cicilan", "Shift Kasir"]) {
      await sider.getByRole("link", { name: entry, exact: true }).waitFor();
    }
    await motionless(page);
    await page.getByRole("link", { name: "Riwayat Transaksi" }).click();
    await page.waitForURL("**/dashboard/transaction/history**");
    await page.getByRole("heading", { name: "Riwayat Transaksi" }).waitFor();

    // Found by the customer's name, then by the product, then by its number.
    const search = page.getByRole("searchbox", { name: "Cari transaksi" });
    for (const term of ["budi", "tempered glass", number]) {
      await search.fill(term);
      await search.press("Enter");
      await page.locator("tbody tr.ant-table-row", { hasText: number }).waitFor();
    }
    const row = page.locator("tbody tr.ant-table-row", { hasText: number });
    assert.equal(await page.locator("tbody tr.ant-table-row").count(), 1);
    assert.match(
      await row.innerText(),
      new RegExp(`${yesterday.replace(/\//g, "\\/")} \\d{2}:\\d{2}`),
    );
    assert.match(await row.innerText(), /Budi Santoso/);
    assert.match(await row.innerText(), /Rp\s50\.000/);
    await screenshot(page, "history-list");

    await row.getByRole("button", { name: `Struk ${number}` }).click();
    const receipt = page.getByTestId("receipt");
    assert.match(await receipt.getByTestId("receipt-number").innerText(), new RegExp(number));
    assert.match(await receipt.getByTestId("receipt-date").innerText(), new RegExp(yesterday));
    assert.match(await receipt.getByTestId("receipt-customer").innerText(), /Budi Santoso/);
    assert.match(await receipt.getByTestId("receipt-total").innerText(), /Rp\s50\.000/);
    await receipt.locator(`svg[data-value="${number}"][data-drawn="true"]`).waitFor();
    // Not printed by itself: a reprint is asked for.
    assert.equal(await page.evaluate(() => window.__prints), 0);

    // On 58 mm thermal paper.
    const dialog = page.locator(".receipt-dialog");
    await dialog
      .locator(".ant-select", { has: page.getByRole("combobox", { name: "Ukuran kertas" }) })
      .click();
    await page.locator(".ant-select-item-option", { hasText: "Thermal 58 mm" }).click();
    await dialog.getByRole("button", { name: "Cetak" }).click();
    await page.waitForFunction(() => window.__prints === 1);
    const pageRule = await page.evaluate(() =>
      [...document.querySelectorAll("style")]
        .map((s) => s.textContent)
        .find((t) => t.includes("@page")),
    );
    assert.match(pageRule, /size: 58mm/);
    await screenshot(page, "history-receipt");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Unduh" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `struk-${number}.png`);
    assert.equal(
      readFileSync(await download.path())
        .subarray(1, 4)
        .toString(),
      "PNG",
    );
    await toast(page, "Struk berhasil diunduh!");
    assert.deepEqual(errors, []);
  });
});

test("a customer's page lists their sales with the receipt, their repairs and their open instalments", async () => {
  await withPage(browser, "history-customer", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    const customers = (await api(page, "GET", "/api/customers?q=Siti")).body.items;
    const siti = customers[0];
    const products = (await api(page, "GET", "/api/products?q=2000000102184")).body.items;
    const credit = await api(page, "POST", "/api/sales", {
      items: [{ product_id: products[0].id, quantity: 1 }],
      customer_type: "umum",
      customer_id: siti.id,
      payment_method: "cicilan",
      paid_amount: 5000,
    });
    assert.equal(credit.status, 201, JSON.stringify(credit.body));
    const entry = await api(page, "POST", "/api/service-entries", {
      customer_id: siti.id,
      category: "Handphone",
      device_type: "Oppo A16",
      damage_type: "Baterai drop",
      description: "Cepat habis",
    });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));

    await page.goto(shop.url + "/dashboard/data/customers");
    await page.getByRole("link", { name: siti.name }).click();
    await page.waitForURL(`**/dashboard/data/customers/${siti.id}`);
    await page.getByRole("heading", { name: siti.name }).waitFor();
    const number = credit.body.transaction_id_display;
    const card = (title) =>
      page.locator(".ant-card-small", {
        has: page.locator(".ant-card-head-title").getByText(title, { exact: true }),
      });
    await card("Transaksi").locator("tr", { hasText: number }).waitFor();
    await card("Servis").locator("tr", { hasText: "Oppo A16" }).waitFor();
    await card("Cicilan Belum Lunas").locator("tr", { hasText: number }).waitFor();
    assert.match(await card("Cicilan Belum Lunas").innerText(), /Rp\s20\.000/);
    await screenshot(page, "customer-page");

    await card("Transaksi")
      .getByRole("button", { name: `Struk ${number}` })
      .click();
    assert.match(
      await page.getByTestId("receipt").getByTestId("receipt-number").innerText(),
      new RegExp(number),
    );
    assert.deepEqual(errors, []);
  });
});
