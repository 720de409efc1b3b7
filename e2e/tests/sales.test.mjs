// Issue 7: the sales cashier and instalments in the back-office, against the real binary.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot } from "../lib/browser.mjs";
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

const SALES = "/dashboard/transaction/sales";
const INSTALLMENTS = "/dashboard/transaction/installments";

/** GET from the page (its session cookie). */
function api(page, path) {
  return page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, body: await res.json() };
  }, path);
}

async function productByBarcode(page, barcode) {
  const { body } = await api(page, `/api/products?q=${barcode}`);
  const product = body.items.find((p) => p.barcode === barcode);
  assert.ok(product, `no product with barcode ${barcode}`);
  return product;
}

function receiptField(page, id) {
  return page.getByTestId("receipt").getByTestId(id);
}

async function pickCustomer(page, name) {
  const select = page.getByLabel("Pelanggan", { exact: true });
  await select.click();
  await select.fill(name.split(" ")[0]);
  await page.locator(".ant-select-item-option", { hasText: name }).first().click();
}

async function salesTotal(page) {
  return (await api(page, "/api/sales?per_page=1")).body.total;
}

test("a cash sale with change: scanned twice, receipt with the server numbers, printed, stock and ledger go down", async () => {
  await withPage(browser, "sale-cash", async (page, errors) => {
    await signIn(page);
    const glass = await productByBarcode(page, "2000000102184"); // Tempered Glass Samsung A15, Rp 25.000

    await page.goto(shop.url + SALES);
    await page.getByRole("heading", { name: "Kasir Penjualan" }).waitFor();
    await scan(page, glass.barcode);
    await page.getByTestId("cart-line").waitFor();
    await scan(page, glass.barcode);
    await page
      .getByRole("spinbutton", { name: `Jumlah ${glass.name}` })
      .and(page.locator('[value="2"]'))
      .waitFor();
    assert.equal(await page.getByLabel("Cari barang atau scan barcode").inputValue(), "");

    const paid = page.getByLabel("Jumlah Bayar");
    await paid.pressSequentially("1a00000");
    assert.equal(await paid.inputValue(), "100.000");
    assert.match(await page.getByTestId("preview-total").innerText(), /Rp\s50\.000/);
    assert.match(await page.getByTestId("preview-change").innerText(), /Rp\s50\.000/);

    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    const number = (await receiptField(page, "receipt-number").innerText()).match(
      /TRX-\d{8}-\d+/,
    )[0];
    assert.match(await receiptField(page, "receipt-total").innerText(), /Rp\s50\.000/);
    assert.match(
      await receiptField(page, "receipt-payment-tunai").innerText(),
      /Tunai\s*Rp\s100\.000/,
    );
    assert.match(await receiptField(page, "receipt-change").innerText(), /Rp\s50\.000/);
    assert.match(await receiptField(page, "receipt-customer").innerText(), /Umum/);
    assert.match(await receiptField(page, "receipt-kasir").innerText(), /Rina Marlina/);
    assert.match(
      await receiptField(page, "receipt-date").innerText(),
      /\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    );
    await page
      .getByTestId("receipt")
      .getByText("Barang yang sudah dibeli tidak dapat dikembalikan.")
      .waitFor();
    await page
      .getByTestId("receipt")
      .locator(`svg[data-value="${number}"][data-drawn="true"]`)
      .waitFor();
    // It printed by itself, once.
    await page.waitForFunction(() => window.__prints === 1);
    await screenshot(page, "sales-receipt");

    // "Unduh": a PNG of the receipt at three times its size.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".receipt-dialog").getByRole("button", { name: "Unduh" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `struk-${number}.png`);
    const png = readFileSync(await download.path());
    assert.equal(png.subarray(1, 4).toString(), "PNG");
    const cssWidth = await page
      .getByTestId("receipt")
      .locator(".receipt")
      .evaluate((n) => n.getBoundingClientRect().width);
    // The receipt plus 16 px of white paper on each side, at three times the screen's pixels.
    assert.ok(
      Math.abs(png.readUInt32BE(16) - (cssWidth + 2 * 16) * 3) <= 3,
      `PNG width ${png.readUInt32BE(16)} for ${cssWidth} css px`,
    );
    await toast(page, "Struk berhasil diunduh!");

    const after = (await api(page, `/api/products/${glass.id}`)).body;
    assert.equal(after.stock, glass.stock - 2);
    const ledger = (await api(page, `/api/products/${glass.id}/movements`)).body.items;
    assert.equal(ledger[0].delta, -2);
    assert.equal(ledger[0].reference, number);

    // "Transaksi Baru" starts over.
    await page.locator(".receipt-dialog").getByRole("button", { name: "Transaksi Baru" }).click();
    await page.getByTestId("cart-line").waitFor({ state: "detached" });
    assert.equal(await page.getByLabel("Jumlah Bayar").inputValue(), "");
    assert.deepEqual(errors, []);
  });
});

test("a reseller-priced sale, picked by name", async () => {
  await withPage(browser, "sale-reseller", async (page, errors) => {
    await signIn(page);
    await page.goto(shop.url + SALES);
    await page.getByLabel("Cari barang atau scan barcode").fill("Kabel Data USB-C");
    await page.getByRole("option", { name: /Kabel Data USB-C ke USB-C 1 m/ }).click();
    await page.getByTestId("cart-line").waitFor();
    assert.match(await page.getByTestId("preview-total").innerText(), /Rp\s45\.000/);

    await page.locator("label", { hasText: /^Reseller$/ }).click();
    assert.match(await page.getByTestId("preview-total").innerText(), /Rp\s35\.000/);
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    const receipt = page.getByTestId("receipt");
    await receipt.getByText(/1 x Rp\s35\.000/).waitFor();
    assert.match(await receiptField(page, "receipt-total").innerText(), /Rp\s35\.000/);
    assert.match(await receipt.innerText(), /Harga\s+Reseller/);
    assert.deepEqual(errors, []);
  });
});

test("an underpaid sale to a new customer becomes an instalment, paid off in two payments", async () => {
  await withPage(browser, "sale-instalment", async (page, errors) => {
    await signIn(page);
    const powerbank = await productByBarcode(page, "2000000102047"); // Rp 159.000
    await page.goto(shop.url + SALES);
    await scan(page, powerbank.barcode);
    await page.getByTestId("cart-line").waitFor();

    // A customer added from the cashier: the name is required.
    await page.getByRole("button", { name: "Tambah pelanggan" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Pelanggan" });
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await dialog.getByText("Nama pelanggan wajib diisi.").waitFor();
    await dialog.getByLabel("Nama Pelanggan").fill("Wawan Setiawan");
    await dialog.getByLabel("No. Telepon").fill("081299887766");
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await toast(page, "Pelanggan berhasil ditambahkan!");
    await page
      .locator("#sale-customer")
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')
      .getByText("Wawan Setiawan")
      .waitFor();

    await page.locator("label", { hasText: /^Cicilan$/ }).click();
    await page.getByLabel("Jumlah Bayar").fill("59000");
    assert.match(await page.getByTestId("preview-remaining").innerText(), /Rp\s100\.000/);
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    const number = (await receiptField(page, "receipt-number").innerText()).match(
      /TRX-\d{8}-\d+/,
    )[0];
    assert.match(await receiptField(page, "receipt-remaining").innerText(), /Rp\s100\.000/);
    assert.match(await receiptField(page, "receipt-customer").innerText(), /Wawan Setiawan/);

    await page.goto(shop.url + INSTALLMENTS);
    const row = page.locator("tr", { hasText: number });
    await row.waitFor();
    assert.match(await row.innerText(), /Wawan Setiawan/);
    assert.match(await row.innerText(), /Penjualan/);
    assert.match(await row.innerText(), /Rp\s100\.000/);
    await screenshot(page, "installments-list");

    // First payment: Rp 40.000.
    await row.getByRole("button", { name: `Bayar ${number}` }).click();
    const pay = page.getByRole("dialog", { name: `Bayar Cicilan ${number}` });
    await pay.getByRole("button", { name: "Simpan Pembayaran" }).click();
    await pay.getByText("Jumlah pembayaran tidak valid.").waitFor();
    await pay.getByLabel("Jumlah Pembayaran").fill("150000");
    await pay.getByRole("button", { name: "Simpan Pembayaran" }).click();
    await pay.getByText("Jumlah pembayaran melebihi sisa tagihan.").waitFor();
    await pay.getByLabel("Jumlah Pembayaran").fill("40000");
    await pay.getByRole("button", { name: "Simpan Pembayaran" }).click();
    await toast(page, "Pembayaran berhasil dicatat.");
    // The customer's receipt of the payment is offered at once.
    const proof = page.getByRole("dialog", { name: `Bukti Pembayaran ${number}` });
    await proof.getByText("BUKTI PEMBAYARAN CICILAN").waitFor();
    assert.match(await proof.getByTestId("receipt-paid").innerText(), /Rp\s40\.000/);
    assert.match(await proof.getByTestId("receipt-remaining").innerText(), /Rp\s60\.000/);
    await screenshot(page, "installment-payment-receipt");
    await proof.getByRole("button", { name: "Close" }).click();
    await proof.waitFor({ state: "hidden" });
    await row.getByText(/Rp\s60\.000/).waitFor();

    await row.getByRole("button", { name: `Riwayat ${number}` }).click();
    const history = page.getByRole("dialog", { name: `Riwayat Pembayaran ${number}` });
    const payment = history.locator("tbody tr.ant-table-row");
    await payment.first().waitFor();
    assert.equal(await payment.count(), 1);
    assert.match(await payment.first().innerText(), /Rp\s40\.000[\s\S]*Rina Marlina/);
    await screenshot(page, "installments-history");
    await history.getByRole("button", { name: "Tutup" }).click();

    // Second payment pays it off: it leaves the list.
    await row.getByRole("button", { name: `Bayar ${number}` }).click();
    await pay.getByRole("button", { name: "Lunasi" }).click();
    assert.equal(await pay.getByLabel("Jumlah Pembayaran").inputValue(), "60.000");
    await pay.getByRole("button", { name: "Simpan Pembayaran" }).click();
    await toast(page, "Pembayaran berhasil dicatat. Cicilan sudah lunas!");
    await proof.getByTestId("receipt-paid-off").waitFor();
    await proof.getByRole("button", { name: "Close" }).click();
    await proof.waitFor({ state: "hidden" });
    await row.waitFor({ state: "detached" });

    const paidOff = (await api(page, `/api/installments?status=Lunas&q=${number}`)).body.items;
    assert.equal(paidOff.length, 1);
    assert.equal(paidOff[0].remaining_amount, 0);
    assert.deepEqual(errors, []);
  });
});

test("a sale is refused for stock: at the cart, and by the server when another sale took it first", async () => {
  await withPage(browser, "sale-stock", async (page, errors) => {
    await signIn(page);
    const macbook = await productByBarcode(page, "2000000100999"); // stock 1
    assert.equal(macbook.stock, 1);
    await page.goto(shop.url + SALES);
    await scan(page, macbook.barcode);
    await page.getByTestId("cart-line").waitFor();
    await page.getByRole("button", { name: `Tambah jumlah ${macbook.name}` }).click();
    await toast(page, `Stok ${macbook.name} tidak mencukupi.`);
    assert.equal(
      await page.getByRole("spinbutton", { name: `Jumlah ${macbook.name}` }).inputValue(),
      "1",
    );

    // Another cashier sells the last one meanwhile.
    const other = await page.evaluate(async (id) => {
      const res = await fetch("/api/sales", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "other-cashier-1" },
        body: JSON.stringify({
          items: [{ product_id: id, quantity: 1 }],
          customer_type: "umum",
          discount: 0,
          payment_method: "tunai",
          paid_amount: 20000000,
        }),
      });
      return res.status;
    }, macbook.id);
    assert.equal(other, 201);

    const before = await salesTotal(page);
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(page, `Stok ${macbook.name} tidak mencukupi.`);
    assert.equal(await page.getByTestId("receipt").count(), 0);
    assert.equal(await salesTotal(page), before);
    assert.deepEqual(errors, []);
  });
});

test("a double-submitted sale creates one transaction, also when the answer is lost and the cashier retries", async () => {
  await withPage(browser, "sale-double", async (page, errors) => {
    await signIn(page);
    const card = await productByBarcode(page, "2000000102320"); // Kartu Memori SanDisk 64GB
    await page.goto(shop.url + SALES);
    const before = await salesTotal(page);

    // A double click.
    await scan(page, card.barcode);
    await page.getByTestId("cart-line").waitFor();
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).dblclick();
    await toast(page, "Transaksi berhasil diproses dan disimpan ke database!");
    await page.getByTestId("receipt").waitFor();
    assert.equal(await salesTotal(page), before + 1);
    await page.locator(".receipt-dialog").getByRole("button", { name: "Transaksi Baru" }).click();
    await page.getByTestId("cart-line").waitFor({ state: "detached" });

    // The server records the sale but the answer never reaches the browser.
    const keys = [];
    let dropped = false;
    await page.route("**/api/sales", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"]);
      if (!dropped) {
        dropped = true;
        await route.fetch(); // reaches the server...
        return route.abort("connectionreset"); // ...but the answer is lost
      }
      return route.continue();
    });
    await scan(page, card.barcode);
    await page.getByTestId("cart-line").waitFor();
    await page.getByRole("button", { name: "Uang Pas" }).click();
    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await toast(
      page,
      "Gagal menyimpan ke database: Tidak dapat terhubung ke server. Periksa koneksi Anda.",
    );
    assert.equal(await page.getByTestId("receipt").count(), 0);

    await page.getByRole("button", { name: "Proses Transaksi" }).click();
    await page.getByTestId("receipt").waitFor();
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
    await page.unroute("**/api/sales");
    // Two sales in all: the double click made one, the lost answer and its retry another.
    assert.equal(await salesTotal(page), before + 2);
    const sold = (await api(page, `/api/products/${card.id}`)).body.stock;
    assert.equal(sold, card.stock - 2);
    assert.deepEqual(errors, []);
  });
});
