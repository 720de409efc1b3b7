// Issue 35, item 7, against the real binary: at *Terima Barang* an IMEI whose check digit is
// wrong is refused at the scan, named, and never reaches the list, so the receipt of the rest
// saves at once; the server names it too when one comes through the API.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff, toast } from "../lib/backoffice.mjs";

// Two phones' IMEIs, and a third whose label was misread: its check digit is one too high.
const GOOD = ["490154203237518", "356938035643809"];
const MISREAD = "490154203237519";

let shop;
let browser;
let admin;
let phone;
let supplier;

before(async () => {
  ({ shop, browser, admin } = await openBackOffice({ width: 1366, height: 900 }));
  supplier = await admin.post("/api/suppliers", { name: "PT Seluler Makmur" });
  phone = await admin.post("/api/products", {
    name: "Samsung Galaxy A16 8/256",
    category: "Handphone",
    buy_price: 2_600_000,
    retail_price: 2_999_000,
    reseller_price: 2_900_000,
    barcode: "SMA16256",
    tracked: true,
  });
});

after(() => closeBackOffice({ shop, browser }));

test("a misread IMEI is refused at the scan, named, and the rest is received", async () => {
  await withPage(browser, "receive-misread-imei", async (page, errors) => {
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/data/goods-receipts");
    await page.getByRole("button", { name: "Terima Barang" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Terima Barang dari Supplier" });
    await dialog.getByLabel("Supplier").click();
    await page.getByTitle(supplier.name).click();
    await dialog.getByLabel("Tambah barang").click();
    await dialog.getByLabel("Tambah barang").fill("Galaxy A16");
    await page.getByTitle(phone.name).click();
    const scanner = dialog.getByLabel(`IMEI / nomor seri ${phone.name}`);
    await scanner.focus();
    for (const n of [GOOD[0], MISREAD, GOOD[1]]) await page.keyboard.type(n + "\n", { delay: 5 });

    await toast(page, `IMEI ${MISREAD} tidak valid.`);
    for (const n of GOOD) await dialog.getByText(n).waitFor();
    await dialog.getByText("2 unit", { exact: true }).waitFor();
    assert.equal(await dialog.getByText(MISREAD).count(), 0);
    await page.locator(".ant-notification-notice-close").first().click();
    await page.locator(".ant-notification-notice").waitFor({ state: "detached" });
    assert.deepEqual(await axeViolations(page), []);

    await dialog.getByRole("button", { name: "Simpan Penerimaan" }).click();
    await toast(page, "Penerimaan barang berhasil disimpan.");
    assert.deepEqual(errors, []);
  });
  assert.equal((await admin.get(`/api/products/${phone.id}`)).stock, 2);
});

test("the server names the IMEI it refuses", async () => {
  await assert.rejects(
    admin.post("/api/goods-receipts", {
      supplier_id: supplier.id,
      lines: [{ product_id: phone.id, units: [{ imei: "352099001761440" }, { imei: MISREAD }] }],
    }),
    new RegExp(`: 422 IMEI ${MISREAD} tidak valid\\.$`),
  );
});
