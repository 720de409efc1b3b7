// Issue 38's transfers between outlets (mutasi stok) against the real binary: the first outlet's
// Kasir sends a phone by its IMEI and glass by quantity from the stock page's Mutasi Stok; the
// Admin, working at the second outlet, receives it by scanning, one piece short, and sends the
// shortfall back; the stock page then shows each outlet's quantity. The pages are axe clean and
// photographed at three sizes, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { SCREEN_SIZES, axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

const IMEI = "353918055436113";

let shop;
let browser;
let admin;
let first;
let dago;
let transferPath;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice(
    { width: 1366, height: 800 },
    { oneOutlet: true },
  ));
  dago = await admin.post("/api/outlets", { name: "Cabang Dago" });
  first = (await admin.get("/api/outlets")).items[0];
  await admin.put("/api/auth/outlet", { outlet_id: first.id });
  await admin.post("/api/products", {
    name: "Tempered Glass Mutasi",
    category: "Aksesoris",
    barcode: "TES-MUTASI-1",
    stock: 5,
    retail_price: 25000,
  });
  const phone = await admin.post("/api/products", {
    name: "Redmi Mutasi",
    category: "Handphone",
    barcode: "TES-MUTASI-HP",
    tracked: true,
    retail_price: 1500000,
  });
  await admin.post(`/api/products/${phone.id}/stock`, { units: [{ imei: IMEI }] });
});

after(() => closeBackOffice({ shop, browser }));

/** The Admin's browser session works at the outlet named. */
async function workAt(page, name) {
  await page.locator(".ant-layout-header .ant-select").click();
  await page.locator(".ant-select-item-option", { hasText: name }).last().click();
  await page.locator(".ant-layout-header .ant-select-selection-item", { hasText: name }).waitFor();
}

test("the first outlet's Kasir sends a phone by IMEI and glass by quantity", async () => {
  await withPage(browser, "transfers-send", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/stock");
    await page.getByRole("button", { name: "Mutasi Stok" }).click();
    await page.getByRole("heading", { name: "Mutasi Stok" }).waitFor();
    await page.getByRole("button", { name: "Kirim Mutasi" }).click();
    await page.getByRole("heading", { name: "Kirim Mutasi Stok" }).waitFor();
    await page.getByLabel("Ke outlet").click();
    await page.locator(".ant-select-item-option", { hasText: "Cabang Dago" }).click();
    const scan = page.getByLabel("Pindai IMEI atau nomor seri");
    await scan.fill(IMEI);
    await scan.press("Enter");
    await page.getByTestId("transfer-units").getByText(IMEI).waitFor();
    const pick = page.getByLabel("Tambah barang");
    await pick.fill("Tempered Glass Mutasi");
    await pick.press("Enter");
    const count = page.getByLabel("Jumlah Tempered Glass Mutasi");
    await count.fill("2");
    assert.deepEqual(await axeViolations(page, "main"), []);
    await page.getByRole("button", { name: "Kirim", exact: true }).click();
    await toast(page, "dikirim");
    await page.waitForURL(/\/dashboard\/stock\/transfers\/\d+$/);
    transferPath = new URL(page.url()).pathname;
    await page.getByText("Dalam perjalanan: diterima di outlet Cabang Dago").waitFor();
    assert.deepEqual(errors, []);
  });
  const unit = await admin.get(`/api/units/by-number/${IMEI}`);
  assert.equal(unit.status, "in_transit");
});

test("the Admin at the second outlet receives it by scanning, one piece short, and sends it back", async () => {
  await withPage(browser, "transfers-receive", async (page, errors) => {
    await signInStaff(page, shop.url, "admin");
    await workAt(page, "Cabang Dago");
    await page.goto(shop.url + transferPath);
    const scan = page.getByLabel("Pindai IMEI/serial setiap unit yang tiba");
    await scan.fill(IMEI);
    await scan.press("Enter");
    await page.getByTestId("receive-scanned").getByText("1 dari 1 unit dipindai").waitFor();
    await page.getByLabel(/Tempered Glass Mutasi \(dikirim 2\)/).fill("1");
    await page.getByText("Kurang 1 dari yang dikirim").waitFor();
    assert.deepEqual(await axeViolations(page, "main"), []);
    await screenshot(page, "transfers-receive");
    await page.getByRole("button", { name: "Simpan Penerimaan" }).click();
    await toast(page, "Mutasi diterima dengan selisih.");
    await page.locator(".ant-tag", { hasText: "Selisih" }).first().waitFor();
    await page.getByRole("button", { name: "Kembalikan ke Pengirim" }).click();
    await page.getByRole("button", { name: "Kembalikan", exact: true }).click();
    await page.locator(".ant-tag", { hasText: "Selisih diselesaikan" }).waitFor();
    await page.getByRole("button", { name: "Cetak Surat Jalan" }).click();
    assert.equal(await page.evaluate(() => window.__prints), 1);
    await page.emulateMedia({ media: "print" });
    await page.getByText("SURAT JALAN MUTASI STOK").waitFor();
    await screenshot(page, "transfers-note-print");
    await page.emulateMedia({ media: null });

    await page.goto(shop.url + "/dashboard/stock");
    const box = page.getByLabel("Cari barang");
    await box.fill("TES-MUTASI-1");
    await box.press("Enter");
    const held = page.getByLabel("Stok per outlet Tempered Glass Mutasi");
    await held.waitFor();
    assert.equal(await held.innerText(), `${first.name}: 4\nCabang Dago: 1`);
    await box.fill("TES-MUTASI-HP");
    await box.press("Enter");
    const phone = page.getByLabel("Stok per outlet Redmi Mutasi");
    await phone.waitFor();
    assert.equal(await phone.innerText(), `${first.name}: 0\nCabang Dago: 1`);
    assert.deepEqual(errors, []);
  });
});

for (const theme of ["light", "dark"]) {
  test(`the transfer pages in the ${theme} theme at three sizes`, async () => {
    await withPage(browser, `transfers-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, shop.url, "admin");
      const found = [];
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        for (const [name, path, ready] of [
          [
            "list",
            "/dashboard/stock/transfers",
            () => page.getByRole("link", { name: /^MTS-/ }).first(),
          ],
          ["show", transferPath, () => page.getByRole("button", { name: "Cetak Surat Jalan" })],
          [
            "create",
            "/dashboard/stock/transfers/create",
            () => page.getByLabel("Pindai IMEI atau nomor seri"),
          ],
        ]) {
          await page.goto(shop.url + path);
          await ready().waitFor();
          await page.waitForLoadState("networkidle");
          for (const v of await axeViolations(page)) found.push(`${name} ${size.width}: ${v}`);
          await screenshot(page, `transfers-${name}-${size.width}-${theme}`);
        }
      }
      assert.deepEqual(found, []);
    });
  });
}
