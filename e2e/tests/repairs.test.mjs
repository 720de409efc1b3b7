// Issue 8: the repair workflow in the back-office, against the real binary. A Kasir takes a
// phone in and prints the customer's receipt, bills the repair with a fee and two parts, changes
// the parts, announces it finished; the customer follows it on /tracking by number (masked) and
// by the receipt's QR code (full). tracking.test.mjs covers the storefront page itself.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot, signOut } from "../lib/browser.mjs";
import { signInStaff, toast, scan } from "../lib/backoffice.mjs";

let shop;
let browser;

const signIn = (page) => signInStaff(page, shop.url, "kasir");

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const INTAKE = "/dashboard/service-masuk";
const IN_PROGRESS = "/dashboard/services-in-progress";
const LCD = "2000000102535"; // LCD Samsung A10 Original, Rp 450.000
const PORT = "2000000102818"; // Konektor Cas USB-C, Rp 35.000
const BATTERY = "2000000102740"; // Baterai Xiaomi BN46, Rp 165.000

/** GET from the page (its session cookie). */
async function api(page, path) {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

async function product(page, barcode) {
  const { items } = await api(page, `/api/products?q=${barcode}`);
  const found = items.find((p) => p.barcode === barcode);
  assert.ok(found, `no product with barcode ${barcode}`);
  return found;
}

/** An antd Select's box (its search input has the label, its chosen value covers it). */
function selectBox(page, label) {
  return page
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
}

async function choose(page, label, option) {
  await selectBox(page, label).click();
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .click();
}

function receipt(page) {
  return page.getByTestId("receipt");
}

let entryId;
let token;
const before1 = {};

test("a Kasir takes a phone in and prints the customer receipt with its barcode and QR code", async () => {
  await withPage(browser, "repair-intake", async (page, errors) => {
    await signIn(page);
    await page.goto(shop.url + INTAKE);
    await page.getByRole("heading", { name: "Service Masuk" }).waitFor();
    await page.getByRole("button", { name: "Tambah Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Service Masuk" });
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await dialog.getByText("Harap isi semua field yang wajib diisi.").first().waitFor();

    const customer = dialog.getByRole("combobox", { name: "Pelanggan" });
    await customer.click();
    await customer.fill("Budi");
    await page.locator(".ant-select-item-option", { hasText: "Budi Santoso" }).first().click();
    await dialog.getByLabel("Tipe Perangkat").fill("Samsung Galaxy A10");
    await dialog.getByLabel("Jenis Kerusakan").fill("LCD pecah, port cas longgar");
    await dialog
      .getByLabel("Deskripsi")
      .fill("Layar retak setelah jatuh; harus digoyang agar mau mengisi daya.");
    await dialog.getByLabel("IMEI / No. Seri").fill("356789104598765");
    await dialog.getByLabel("Kelengkapan").fill("Tanpa charger, dengan casing");
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await toast(page, "Service baru berhasil ditambahkan!");

    // The new entry's receipt opens at once: the customer's copy.
    const paper = receipt(page);
    await paper.getByText("TANDA TERIMA SERVICE", { exact: true }).waitFor();
    entryId = Number((await paper.getByTestId("receipt-number").innerText()).match(/SVC-(\d+)/)[1]);
    assert.match(await paper.getByTestId("receipt-customer").innerText(), /Budi Santoso/);
    assert.match(await paper.getByTestId("receipt-phone").innerText(), /081234567890/);
    assert.match(
      await paper.getByTestId("receipt-date").innerText(),
      /\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    );
    const text = await paper.innerText();
    for (const part of [
      "Handphone",
      "Samsung Galaxy A10",
      "LCD pecah, port cas longgar",
      "356789104598765",
      "Garansi servis 7 hari.",
      "lebih dari 1 bulan",
    ]) {
      assert.ok(text.includes(part), `the receipt shows ${part}`);
    }
    await paper.locator(`svg[data-value="SVC-${entryId}"][data-drawn="true"]`).waitFor();
    const qr = paper.getByRole("img", { name: "Pindai untuk melacak status servis" });
    await qr.and(page.locator('[data-drawn="true"]')).waitFor();
    const qrLink = await qr.getAttribute("data-value");
    ({
      entry: { tracking_token: token },
    } = await api(page, `/api/service-entries/${entryId}`));
    assert.equal(qrLink, `${shop.url}/tracking?token=${token}`);

    const dialogBox = page.locator(".receipt-dialog");
    await dialogBox.getByRole("button", { name: "Cetak" }).click();
    await page.waitForFunction(() => window.__prints === 1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialogBox.getByRole("button", { name: "Unduh" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `tanda-terima-service-${entryId}-customer.png`);
    assert.equal(
      readFileSync(await download.path())
        .subarray(1, 4)
        .toString(),
      "PNG",
    );
    await toast(page, "Struk berhasil diunduh!");
    await screenshot(page, "repairs-receipt-customer");

    await dialogBox.getByText("Untuk Teknisi").click();
    await paper.getByText("LEMBAR KERJA TEKNISI", { exact: true }).waitFor();
    const [sheet] = await Promise.all([
      page.waitForEvent("download"),
      dialogBox.getByRole("button", { name: "Unduh" }).click(),
    ]);
    assert.equal(sheet.suggestedFilename(), `tanda-terima-service-${entryId}-technician.png`);
    await page.keyboard.press("Escape");
    await dialogBox.waitFor({ state: "hidden" });

    const row = page.locator("tr", { hasText: `SVC-${entryId}` });
    await row.getByText("Pending").waitFor();
    assert.deepEqual(errors, []);
  });
});

test("the service cashier bills a fee and two parts; stock and ledger go down", async () => {
  await withPage(browser, "repair-payment", async (page, errors) => {
    await signIn(page);
    for (const code of [LCD, PORT, BATTERY]) before1[code] = await product(page, code);

    await page.goto(shop.url + IN_PROGRESS);
    await page.getByRole("heading", { name: "Service Sedang Berjalan" }).waitFor();
    await page.getByRole("button", { name: `Proses SVC-${entryId}` }).click();
    await page.waitForURL(`**/dashboard/transaction/service?entry=${entryId}`);
    await page
      .getByText("Layar retak setelah jatuh; harus digoyang agar mau mengisi daya.")
      .waitFor();
    // The status follows the entry's own.
    assert.match(await selectBox(page, "Status").innerText(), /Pending/);

    await scan(page, LCD);
    await page.getByTestId("cart-line").first().waitFor();
    await scan(page, PORT);
    await page.getByTestId("cart-line").nth(1).waitFor();
    const fee = page.getByLabel("Biaya Service");
    await fee.pressSequentially("150a000");
    assert.equal(await fee.inputValue(), "150.000");
    assert.match(await page.getByTestId("preview-total").innerText(), /Rp\s635\.000/);
    await choose(page, "Status", "Proses");
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi Service" }).click();
    await toast(page, "Transaksi service berhasil diproses!");

    const paper = receipt(page);
    assert.match(await paper.getByTestId("receipt-fee").innerText(), /Rp\s150\.000/);
    assert.equal(await paper.getByTestId("receipt-line").count(), 2);
    assert.match(await paper.getByTestId("receipt-total").innerText(), /Rp\s635\.000/);
    assert.match(await paper.getByTestId("receipt-change").innerText(), /Rp\s0/);
    assert.match(await paper.getByTestId("receipt-kasir").innerText(), /Rina Marlina/);
    assert.match(await paper.getByTestId("receipt-status").innerText(), /Proses/);
    await screenshot(page, "repairs-payment-receipt");

    for (const code of [LCD, PORT]) {
      const now = await product(page, code);
      assert.equal(now.stock, before1[code].stock - 1, `${now.name} went down by one`);
      const [last] = (await api(page, `/api/products/${now.id}/movements`)).items;
      assert.deepEqual(
        [last.delta, last.reason, last.reference],
        [-1, "service_part", `SVC-${entryId}`],
      );
    }
    assert.deepEqual(errors, []);
  });
});

test("changing the parts puts the first ones back; the repair is finished and announced", async () => {
  await withPage(browser, "repair-change-parts", async (page, errors) => {
    await signIn(page);
    await page.goto(`${shop.url}/dashboard/transaction/service?entry=${entryId}`);
    await page.getByText(/Sudah diproses sebelumnya: total Rp\s635\.000/).waitFor();
    await page.getByTestId("cart-line").nth(1).waitFor();
    assert.equal(await page.getByLabel("Biaya Service").inputValue(), "150.000");

    await page.getByRole("button", { name: `Hapus ${before1[LCD].name}` }).click();
    await scan(page, BATTERY);
    await page.getByTestId("cart-line").filter({ hasText: before1[BATTERY].name }).waitFor();
    assert.match(await page.getByTestId("preview-total").innerText(), /Rp\s350\.000/);
    await choose(page, "Status", "Selesai");
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi Service" }).click();
    await toast(page, "Transaksi service berhasil diproses!");
    assert.match(await receipt(page).getByTestId("receipt-total").innerText(), /Rp\s350\.000/);

    const lcd = await product(page, LCD);
    assert.equal(lcd.stock, before1[LCD].stock, "the LCD is back on the shelf");
    const [back] = (await api(page, `/api/products/${lcd.id}/movements`)).items;
    assert.deepEqual(
      [back.delta, back.reason, back.reference],
      [1, "service_part_returned", `SVC-${entryId}`],
    );
    assert.equal(
      (await product(page, PORT)).stock,
      before1[PORT].stock - 1,
      "the port is billed once",
    );
    assert.equal((await product(page, BATTERY)).stock, before1[BATTERY].stock - 1);

    // Finished: no longer in progress; its info says so with the status (one state per repair)
    // and WhatsApp asks to collect it.
    await page.goto(shop.url + IN_PROGRESS);
    await page.getByText("Service dengan status Pending atau Proses.").waitFor();
    assert.equal(await page.locator("tr", { hasText: `SVC-${entryId}` }).count(), 0);
    await page.goto(shop.url + INTAKE);
    const row = page.locator("tr", { hasText: `SVC-${entryId}` });
    await row.getByTestId("service-status").getByText("Selesai", { exact: true }).waitFor();
    await row.getByText("Telah Selesai", { exact: true }).waitFor();
    const whatsapp = row.getByRole("link", { name: `Kirim WhatsApp SVC-${entryId}` });
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(`a[aria-label="Kirim WhatsApp SVC-${id}"]`)
          ?.href.includes("telah%20selesai"),
      entryId,
    );
    const url = new URL(await whatsapp.getAttribute("href"));
    assert.equal(url.origin + url.pathname, "https://wa.me/6281234567890");
    const message = url.searchParams.get("text");
    assert.match(message, /Silakan ambil perangkat Anda/);
    assert.match(message, /lebih dari 1 bulan/);
    assert.ok(message.includes(`/tracking?token=${token}`));
    await screenshot(page, "repairs-intake-list");
    assert.deepEqual(errors, []);
  });
});

test("the customer tracks the repair by number (masked) and by the QR code (full)", async () => {
  await signOut(browser);
  await withPage(browser, "repair-tracking", async (page, errors) => {
    await page.goto(shop.url + "/tracking");
    await page.getByLabel("ID Servis").fill(`SVC-${entryId}`);
    await page.getByRole("button", { name: "Lacak" }).click();
    const card = page.getByRole("region", { name: `Detail Servis #SVC-${entryId}` });
    assert.equal(await card.getByTestId("customer-name").innerText(), "B*** S******");
    assert.equal(await card.getByTestId("customer-phone").innerText(), "0812****7890");
    assert.equal(await card.getByTestId("service-status").innerText(), "Selesai");
    await card.getByTestId("finished-notice").waitFor();

    await page.goto(`${shop.url}/tracking?token=${encodeURIComponent(token)}`);
    const full = page.getByRole("region", { name: `Detail Servis #SVC-${entryId}` });
    assert.equal(await full.getByTestId("customer-name").innerText(), "Budi Santoso");
    assert.equal(await full.getByTestId("customer-phone").innerText(), "081234567890");
    assert.match(await full.getByTestId("finished-notice").innerText(), /lebih dari 1 bulan/);
    assert.deepEqual(errors, []);
  });
});
