// Issue 18, cash-drawer shifts, against the real binary: a Kasir opens a shift with the cash in
// the drawer, sells for cash, takes cash out, and closes the shift counting Rp 5.000 short; the
// Z report prints on 58 mm paper. The Admin sees the shift in Daftar Shift; a Kasir may not.
// The shift page is checked with axe in three sizes, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import {
  COUNTER_SIZES as SIZES,
  closeBackOffice,
  openBackOffice,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

const SHIFT = "/dashboard/transaction/shift";
const SHIFTS = "/dashboard/transaction/shifts";

/** The notes and coins of the drawer count, as the close dialog labels them, largest first. */
const PIECES = [
  ["Uang kertas Rp 100.000", 100_000],
  ["Uang kertas Rp 50.000", 50_000],
  ["Uang kertas Rp 20.000", 20_000],
  ["Uang kertas Rp 10.000", 10_000],
  ["Uang kertas Rp 5.000", 5_000],
  ["Uang kertas Rp 2.000", 2_000],
  ["Uang kertas Rp 1.000", 1_000],
  ["Koin Rp 500", 500],
  ["Koin Rp 200", 200],
  ["Koin Rp 100", 100],
];

/** How many of each piece make amount, largest first. */
function piecesOf(amount) {
  const out = [];
  for (const [label, value] of PIECES) {
    const n = Math.floor(amount / value);
    if (n > 0) out.push([label, n]);
    amount -= n * value;
  }
  assert.equal(amount, 0, "the amount is a multiple of Rp 100");
  return out;
}

/** An amount as the back-office writes it (Intl puts a no-break space after "Rp"). */
const rupiah = (n) => `Rp\u00a0${Math.abs(n).toLocaleString("id-ID")}`;

let shop;
let browser;
let admin;
let kasir;
let product;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice(SIZES[0]));
  kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  const { items } = await admin.get("/api/products?in_stock=true&per_page=100");
  product = items.find((p) => p.stock >= 1 && !p.tracked && p.retail_price % 100 === 0);
  assert.ok(product, "the demo shop has a product to sell");
});

after(() => closeBackOffice({ shop, browser }));

test("a Kasir opens a shift, sells, takes cash out and closes Rp 5.000 short; the Z report prints at 58 mm", async () => {
  await withPage(browser, "shift-kasir", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + SHIFT);
    await page.getByLabel("Modal awal").fill("200000");
    await page.getByRole("button", { name: "Buka Shift" }).click();
    await toast(page, "Shift berhasil dibuka!");
    await page.getByTestId("shift-opening").getByText(rupiah(200_000)).waitFor();

    // A cash sale with change: only what the shop kept stays in the drawer.
    await kasir.post("/api/sales", {
      items: [{ product_id: product.id, quantity: 1 }],
      payment_method: "tunai",
      paid_amount: product.retail_price + 50_000,
    });
    await page.getByTestId("shift-cash-taken").getByText(rupiah(product.retail_price)).waitFor();

    await page.getByRole("button", { name: "Kas Keluar" }).click();
    const move = page.locator(".ant-modal", { hasText: "Kas Keluar" });
    await move.getByLabel("Jumlah").fill("20000");
    await move.getByLabel("Alasan").fill("Beli galon air");
    await move.getByRole("button", { name: "Simpan" }).click();
    await toast(page, "Kas berhasil dicatat!");
    const expected = 200_000 + product.retail_price - 20_000;
    await page.getByTestId("shift-expected").getByText(rupiah(expected)).waitFor();
    await page.getByRole("cell", { name: "Beli galon air" }).waitFor();
    await screenshot(page, "shift-open-1366");

    await page.getByRole("button", { name: "Tutup Shift" }).click();
    const closing = page.locator(".ant-modal", { hasText: "Tutup Shift" });
    for (const [label, n] of piecesOf(expected - 5_000))
      await closing.getByLabel(label, { exact: true }).fill(String(n));
    await closing
      .getByTestId("close-counted")
      .getByText(rupiah(expected - 5_000))
      .waitFor();
    assert.match(await closing.getByTestId("close-difference").innerText(), /^-Rp\s5\.000$/);
    await closing.getByLabel("Catatan").fill("Kembalian salah hitung");
    await screenshot(page, "shift-close-1366");
    await closing.getByRole("button", { name: "Tutup Shift" }).click();
    await toast(page, "Shift berhasil ditutup!");

    const report = page.locator(".ant-modal", { hasText: "Laporan Shift SHIFT-" });
    await report.getByText("LAPORAN TUTUP SHIFT").first().waitFor();
    await report
      .locator(".ant-select", { has: page.getByRole("combobox", { name: "Ukuran kertas" }) })
      .click();
    await page.locator(".ant-select-item-option", { hasText: "Thermal 58 mm" }).click();
    await report.locator('.receipt-sheet[data-paper="58mm"]').first().waitFor();
    const z = report.getByTestId("receipt").first();
    assert.match(await z.getByTestId("z-difference").innerText(), /Selisih\s*-Rp\s5\.000/);
    assert.match(
      await z.getByTestId("z-expected").innerText(),
      new RegExp(rupiah(expected).replace(/\./g, "\\.")),
    );
    assert.match(await z.getByTestId("z-method-tunai").innerText(), /Tunai/);
    const width = await z.evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width > 180 && width < 260, `a 58 mm roll is about 219 px wide, not ${width}`);
    await report.getByRole("button", { name: "Cetak" }).click();
    await page.waitForFunction(() => window.__prints === 1);
    const pageRule = await page.evaluate(() =>
      [...document.querySelectorAll("style")]
        .map((s) => s.textContent)
        .find((t) => t.includes("@page")),
    );
    assert.match(pageRule, /size: 58mm/);
    await screenshot(page, "shift-z-report-58mm");
    await report.getByRole("button", { name: "Close" }).click();

    // Closed: the next shift can be opened.
    await page.getByRole("button", { name: "Buka Shift" }).waitFor();
    assert.deepEqual(errors, []);
  });

  const { items } = await admin.get("/api/shifts");
  const closed = items.find((s) => s.kasir_name && s.status === "closed");
  assert.equal(closed.difference, -5_000);
  assert.equal(closed.note, "Kembalian salah hitung");
});

test("the Admin lists every shift; a Kasir may not", async () => {
  await assert.rejects(kasir.get("/api/shifts/drawers"), /403/);
  await withPage(browser, "shift-list-kasir", async (page) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + SHIFTS);
    await page.getByText("Halaman ini hanya untuk Admin.").waitFor();
  });
  await withPage(browser, "shift-list-admin", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await page.goto(shop.url + SHIFTS);
    const row = page.locator("tr.ant-table-row").first();
    await row.waitFor();
    assert.match(await row.innerText(), /-Rp\s5\.000/);
    await row.getByRole("button", { name: "Laporan" }).click();
    await page.locator(".ant-modal", { hasText: "LAPORAN TUTUP SHIFT" }).first().waitFor();
    assert.deepEqual(errors, []);
  });
});

for (const theme of ["light", "dark"]) {
  test(`the shift page in the ${theme} theme: no serious axe violation, looked at in three sizes`, async () => {
    // An open shift: its figures, tables and buttons are what a cashier looks at all day.
    await kasir.post("/api/shifts", { opening_cash: 100_000 }).catch(() => undefined);
    await withPage(browser, `shift-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, shop.url, "kasir");
      const found = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(shop.url + SHIFT);
        await page.getByRole("heading", { name: "Shift Kasir" }).waitFor();
        await page.getByRole("button", { name: "Tutup Shift" }).waitFor();
        for (const v of await axeViolations(page)) found.push(`shift ${size.width}: ${v}`);
        await screenshot(page, `shift-${size.width}-${theme}`);
      }
      assert.deepEqual(found, []);
    });
  });
}
