import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot, pngMargins } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";

// A customer follows their repair on /tracking (issue 8). The Kasir takes the device in, bills it
// and announces it finished through the API; the customer looks it up by number (masked name and
// phone), opens the receipt, and opens the QR code's link (everything, unmasked, with the bill).
let shop;
let browser;
let entry;

before(async () => {
  shop = await startShop();
  browser = await launch();
  const kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  const customers = await kasir.get("/api/customers?q=Budi");
  const budi = customers.items.find((c) => c.name === "Budi Santoso");
  assert.ok(budi, "the demo shop has the customer Budi Santoso");
  const created = await kasir.post("/api/service-entries", {
    customer_id: budi.id,
    category: "Handphone",
    device_type: "Samsung Galaxy A52",
    damage_type: "LCD pecah",
    description: "Layar retak setelah jatuh, sentuhan masih berfungsi.",
    imei: "356789104512345",
    accessories: "Charger, casing",
  });
  await kasir.post(`/api/service-entries/${created.id}/payment`, {
    service_fee: 150000,
    paid_amount: 200000,
  });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  await kasir.patch(`/api/service-entries/${created.id}/info`, {
    service_info: "Telah Selesai",
    info_date: today,
  });
  ({ entry } = await kasir.get(`/api/service-entries/${created.id}`));
  assert.ok(entry.tracking_token, "staff see the QR token");
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

test("a customer looks a repair up by number and sees it masked, finished and printable", async () => {
  await withPage(browser, "tracking-lookup", async (page, errors) => {
    await page.goto(shop.url + "/tracking");
    await page.getByRole("heading", { level: 1, name: "Lacak Status Servis" }).waitFor();
    const field = page.getByLabel("ID Servis");
    const lacak = page.getByRole("button", { name: "Lacak" });

    await lacak.click();
    await page.getByText("Silakan masukkan ID Servis Anda.").waitFor();
    await field.fill("dua belas");
    await lacak.click();
    await page.getByText("ID Servis tidak valid. Harap masukkan angka.").waitFor();

    await field.fill("987654");
    await lacak.click();
    const failed = page.getByRole("alert").filter({ hasText: "Gagal Melacak" });
    await failed.getByText("Data servis tidak ditemukan.").waitFor();
    await page.getByText("Gagal melacak status servis.").first().waitFor();

    await field.fill(`SVC-${entry.id}`);
    await lacak.click();
    const card = page.getByRole("region", { name: `Detail Servis #SVC-${entry.id}` });
    await card.waitFor();
    assert.equal(await card.getByTestId("customer-name").innerText(), "B*** S******");
    assert.equal(await card.getByTestId("customer-phone").innerText(), "0812****7890");
    assert.equal(await card.getByText("Budi Santoso").count(), 0, "the full name stays hidden");
    // One state per repair: the info that says Telah Selesai made the status Selesai too.
    assert.equal(await card.getByTestId("service-status").innerText(), "Selesai");
    await card.getByText("Samsung Galaxy A52").waitFor();
    await card.getByText("Telah Selesai", { exact: true }).waitFor();
    const notice = card.getByTestId("finished-notice");
    await notice.waitFor();
    assert.match(
      await notice.innerText(),
      /telah selesai[\s\S]*di konter kami[\s\S]*lebih dari 1 bulan/,
    );
    await screenshot(page, "tracking-result");

    await card.getByRole("button", { name: "Lihat Struk" }).click();
    const dialog = page.getByRole("dialog", { name: "Tanda Terima Service" });
    await dialog.getByText("TANDA TERIMA SERVICE", { exact: true }).waitFor();
    const paper = dialog.locator('.receipt[data-copy="customer"]');
    await paper.getByText("B*** S******").waitFor();
    await paper.getByText("0812****7890").waitFor();
    await paper.getByText("Handphone", { exact: true }).waitFor();
    await paper.getByText("Garansi servis 7 hari.").waitFor();
    await paper.locator(`svg[data-value="SVC-${entry.id}"][data-drawn="true"]`).waitFor();
    assert.ok((await paper.locator("svg rect").count()) > 10, "the barcode has bars");

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Unduh" }).click();
    assert.equal(
      (await download).suggestedFilename(),
      `tanda-terima-service-${entry.id}-customer.png`,
    );
    // 16 px of white paper on every side, drawn at three times the screen's pixels.
    const margins = await pngMargins(page, await (await download).path());
    for (const [edge, px] of Object.entries(margins)) {
      assert.ok(px >= 40, `the PNG's ${edge} margin is ${px} px`);
    }
    await page.getByText("Struk berhasil diunduh!").first().waitFor();
    await screenshot(page, "tracking-receipt-customer");

    await dialog.getByRole("tab", { name: "Untuk Teknisi" }).click();
    await dialog.getByText("LEMBAR KERJA TEKNISI", { exact: true }).waitFor();
    assert.equal(await dialog.getByText("TANDA TERIMA SERVICE", { exact: true }).count(), 0);
    await screenshot(page, "tracking-receipt-technician");
    await dialog.getByRole("button", { name: "Tutup", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.deepEqual(errors, []);
  });
});

test("the receipt's QR link shows the repair at once, unmasked, with the bill", async () => {
  await withPage(browser, "tracking-token", async (page, errors) => {
    await page.goto(`${shop.url}/tracking?token=${encodeURIComponent(entry.tracking_token)}`);
    const card = page.getByRole("region", { name: `Detail Servis #SVC-${entry.id}` });
    await card.waitFor();
    assert.equal(await card.getByTestId("customer-name").innerText(), "Budi Santoso");
    assert.equal(await card.getByTestId("customer-phone").innerText(), "081234567890");
    await card.getByTestId("finished-notice").waitFor();

    await card.getByRole("button", { name: "Lihat Struk" }).click();
    const paper = page
      .getByRole("dialog", { name: "Tanda Terima Service" })
      .locator('.receipt[data-copy="customer"]');
    await paper.getByText("Budi Santoso").waitFor();
    const text = (await paper.innerText()).replace(/\u00a0/g, " ");
    for (const part of ["Handphone", "356789104512345", "Charger, casing", "Rina Marlina"]) {
      assert.ok(text.includes(part), `the receipt shows ${part}`);
    }
    assert.match(text, /Biaya Jasa\s+Rp 150\.000/);
    assert.match(text, /Total\s+Rp 150\.000/);
    assert.match(text, /Tunai\s+Rp 200\.000/);
    assert.match(text, /Kembalian\s+Rp 50\.000/);
    await screenshot(page, "tracking-receipt-token");
    assert.deepEqual(errors, []);
  });
});
