// Issue 9 (and the bell of issue 10) in the back-office, against the real binary: a member's
// order arrives live in 'Manajemen Pesanan', is paid at the cashier (stock deducted once),
// another is cancelled (stock back); the dashboard adds up the day; the sales report shows its
// totals and profit and downloads its workbook; the bell counts the reminders.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { withPage, screenshot } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;
let admin;
let member;

const signIn = (page) => signInStaff(page, shop.url, "admin");

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  member = await memberSession();
});

after(() => closeBackOffice({ shop, browser }));

/** The demo member, signed in at the member door, placing orders like the storefront does. */
async function memberSession() {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "member@konter.test", password: "member123", door: "member" }),
  });
  assert.equal(res.status, 200, await res.text());
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    async order(productId, quantity) {
      const r = await fetch(`${shop.url}/api/orders`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify({ items: [{ product_id: productId, quantity }] }),
      });
      const body = await r.json();
      assert.equal(r.status, 201, JSON.stringify(body));
      return body;
    },
  };
}

const stockOf = async (id) => (await admin.get(`/api/products/${id}`)).stock;
const rupiah = (n) => new RegExp(`Rp\\s${n.toLocaleString("id-ID").replace(/\./g, "\\.")}(?!\\d)`);

/** Two products in stock, with their buy prices (staff see them). */
async function twoProducts() {
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100");
  const picked = items.filter((p) => p.stock >= 2 && p.buy_price > 0).slice(0, 2);
  assert.equal(picked.length, 2, "the demo shop has products in stock");
  return picked;
}

let sold; // the product paid at the cashier
let sale; // its sale

test("a member order shows up live, is paid at the cashier once, and another is cancelled", async () => {
  const [first, second] = await twoProducts();
  sold = first;
  const firstStock = await stockOf(first.id);
  const secondStock = await stockOf(second.id);

  await withPage(browser, "orders-live", async (page, errors) => {
    await signIn(page);
    await page.getByRole("link", { name: "Pesanan", exact: true }).click();
    await page.waitForURL("**/dashboard/orders");
    await page.getByRole("heading", { name: "Manajemen Pesanan" }).waitFor();
    await page.getByText("Belum ada pesanan.").waitFor();

    // Ordered on the storefront while the page is open: the row arrives without a reload.
    const order = await member.order(first.id, 2);
    const row = page.locator("tr", { hasText: order.order_number });
    await row.waitFor({ timeout: 15000 });
    assert.match(await row.innerText(), rupiah(order.total_amount));
    assert.equal(await stockOf(first.id), firstStock - 2, "the order reserves its stock");

    await row.getByRole("button", { name: `Detail ${order.order_number}` }).click();
    const dialog = page.locator(".ant-modal", { hasText: `Detail Pesanan ${order.order_number}` });
    await dialog.getByText(first.name).waitFor();
    await dialog.getByText(`2 x`).first().waitFor();
    await screenshot(page, "orders-detail");
    await dialog.getByRole("button", { name: "Proses di Kasir" }).click();

    await page.waitForURL(`**/dashboard/transaction/sales?order=${order.id}`);
    await page.getByText(`Pesanan ${order.order_number}`).waitFor();
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");

    const paid = await admin.get(`/api/orders/${order.id}`);
    assert.equal(paid.status, "Processed");
    assert.ok(paid.sale_id, "the order is linked to its sale");
    sale = await admin.get(`/api/sales/${paid.sale_id}`);
    assert.equal(sale.total_amount, order.total_amount);
    assert.equal(
      await stockOf(first.id),
      firstStock - 2,
      "the sale does not deduct the reserved stock again",
    );

    // The second order is cancelled from the list: its stock comes back.
    await page.goto(shop.url + "/dashboard/orders");
    const other = await member.order(second.id, 1);
    const otherRow = page.locator("tr", { hasText: other.order_number });
    await otherRow.waitFor({ timeout: 15000 });
    assert.equal(await stockOf(second.id), secondStock - 1);
    await otherRow
      .locator(".ant-select", {
        has: page.getByRole("combobox", { name: `Status ${other.order_number}` }),
      })
      .click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Cancelled" })
      .click();
    await toast(page, "Status pesanan berhasil diperbarui.");
    assert.equal((await admin.get(`/api/orders/${other.id}`)).status, "Cancelled");
    assert.equal(await stockOf(second.id), secondStock, "cancelling gives the stock back");
    // The paid order left 'Pending': no way back to the cashier from its row.
    assert.equal(
      await row.getByRole("button", { name: `Proses di Kasir ${order.order_number}` }).count(),
      0,
    );
    await screenshot(page, "orders-list");
    assert.deepEqual(errors, []);
  });
});

test("the dashboard cards add up the day: the sale and a repair", async () => {
  const entry = await admin.post("/api/service-entries", {
    customer_id: 1,
    category: "Handphone",
    device_type: "Redmi Note 8",
    damage_type: "LCD",
    description: "Layar retak",
  });
  await admin.post(`/api/service-entries/${entry.id}/payment`, {
    service_fee: 150000,
    paid_amount: 150000,
    status: "Proses",
  });
  const dash = await admin.get("/api/dashboard");

  await withPage(browser, "dashboard-cards", async (page, errors) => {
    await signIn(page);
    const card = (title) => page.locator(".ant-card", { hasText: title });
    await card("Pendapatan Hari Ini")
      .getByText(rupiah(sale.total_amount + 150000))
      .waitFor();
    assert.equal(dash.revenue_today, sale.total_amount + 150000);
    assert.match(await card("Transaksi Hari Ini").innerText(), /\n2$/);
    assert.match(await card("Pesanan Hari Ini").innerText(), /\n2$/);
    assert.match(
      await card("Servis Dalam Proses").innerText(),
      new RegExp(`\\n${dash.services_in_progress}$`),
    );
    assert.ok(dash.services_in_progress >= 1);

    const recent = page.locator(".ant-card", { hasText: "Aktivitas Terbaru" });
    await recent.getByText(sale.transaction_id_display).waitFor();
    await recent.getByText(`SVC-${entry.id}`).waitFor();
    assert.match(
      await recent.locator("tr", { hasText: sale.transaction_id_display }).innerText(),
      /Lunas/,
    );
    await screenshot(page, "dashboard");
    assert.deepEqual(errors, []);
  });
});

test("the sales report of the day shows the totals and profit, and downloads its workbook", async () => {
  const { date } = await admin.get("/api/dashboard");
  const cost = sale.items.reduce((sum, item) => sum + item.buy_price_at_sale * item.quantity, 0);
  const profit = sale.total_amount - cost;
  assert.equal(cost, sold.buy_price * 2);

  await withPage(browser, "sales-report", async (page, errors) => {
    await signIn(page);
    await page.getByRole("link", { name: "Laporan" }).click();
    await page.getByRole("link", { name: /Laporan Penjualan/ }).click();
    await page.waitForURL("**/dashboard/reports/sales");
    await page.getByPlaceholder("Tanggal awal").click();
    await page.getByText("Hari ini", { exact: true }).click();
    await page.waitForURL(`**/dashboard/reports/sales?from=${date}&to=${date}`);
    // The last 30 days stay on screen until the day's report answers: wait for the day's.
    await page.waitForFunction(() => {
      const period = document.querySelector('[data-testid="report-period"]')?.textContent ?? "";
      return period !== "" && !period.includes("–");
    });

    await page.getByTestId("tile-Total Penjualan").getByText(rupiah(sale.total_amount)).waitFor();
    assert.match(await page.getByTestId("tile-Laba").innerText(), rupiah(profit));
    assert.match(await page.getByTestId("tile-Modal Barang").innerText(), rupiah(cost));
    await page
      .locator("tr", { hasText: sale.transaction_id_display })
      .getByText(`2x ${sold.name}`)
      .waitFor();
    await page
      .locator(".ant-card", { hasText: "5 Produk Terlaris" })
      .getByText(sold.name)
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Unduh Excel" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `laporan-sales-${date}_${date}.xlsx`);
    const file = await download.path();
    const bytes = readFileSync(file);
    assert.ok(bytes.length > 1000, `a real workbook, not ${bytes.length} bytes`);
    assert.equal(bytes.subarray(0, 2).toString(), "PK", "an .xlsx is a zip archive");
    await screenshot(page, "sales-report");
    assert.deepEqual(errors, []);
  });
});

test("the bell counts the reminders and lists them", async () => {
  const reminders = await admin.get("/api/reminders");
  assert.ok(reminders.total > 0, "the demo shop has low stock");

  await withPage(browser, "reminders-bell", async (page, errors) => {
    await signIn(page);
    const bell = page.getByRole("button", { name: `Pengingat (${reminders.total})` });
    await bell.waitFor();
    await bell.click();
    const drawer = page.locator(".ant-drawer", { hasText: "Pengingat" });
    await drawer.getByText("Stok menipis").waitFor();
    await drawer.getByText(reminders.low_stock.items[0].name).waitFor();
    await screenshot(page, "reminders-bell");
    assert.deepEqual(errors, []);
  });
});
