// Issue 40: a repair taken in on a 390 px phone with the condition checklist and two photos from
// the counter's camera (files generated here, sent through the form's camera input), then the
// repair's page showing both photos and the ticks; screenshots at three sizes, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, axeViolations, SCREEN_SIZES } from "../lib/browser.mjs";
import { signInStaff, toast } from "../lib/backoffice.mjs";
import { png } from "../lib/api.mjs";

const SHOTS = "/tmp/intake40";
let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 390, height: 844 } });
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

test("a phone takes a repair in with two photos, and the repair's page shows them", async () => {
  const dir = join(tmpdir(), `intake-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const photos = [join(dir, "depan.png"), join(dir, "belakang.png")];
  writeFileSync(photos[0], png(640, 480));
  writeFileSync(photos[1], png(480, 640, [220, 38, 38], [16, 185, 129]));

  await withPage(browser, "intake-photos", async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, shop.url, "kasir");
    await page.goto(shop.url + "/dashboard/service-masuk");
    await page.getByRole("button", { name: "Tambah Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Service Masuk" });
    const customer = dialog.getByRole("combobox", { name: "Pelanggan" });
    await customer.click();
    await customer.fill("Budi");
    await page.locator(".ant-select-item-option", { hasText: "Budi Santoso" }).first().click();
    await dialog.getByLabel("Tipe Perangkat").fill("Oppo A5s");
    await dialog.getByLabel("Jenis Kerusakan").fill("Mati total");
    await dialog.getByLabel("Deskripsi").fill("Tidak menyala setelah kena hujan.");
    await dialog.getByRole("checkbox", { name: "Kena air" }).check();
    await dialog.getByRole("checkbox", { name: "Charger" }).check();
    await dialog.getByLabel("Isi kunci layar").fill("739146");
    await dialog.getByLabel("Foto perangkat").setInputFiles(photos);
    await dialog.getByText("2 foto dipilih").waitFor();
    await dialog.getByRole("button", { name: /Simpan/ }).click();
    await toast(page, "Service baru berhasil ditambahkan!");
    const paper = page.getByTestId("receipt");
    await paper.getByTestId("receipt-checklist").waitFor();
    assert.match(await paper.getByTestId("receipt-checklist").innerText(), /Kena air/);
    assert.match(await paper.getByTestId("receipt-left").innerText(), /Charger/);
    assert.doesNotMatch(await paper.innerText(), /739146/);
    const id = Number(
      (await paper.getByTestId("receipt-number").innerText()).match(/SVC-(\d+)/)[1],
    );
    await page.keyboard.press("Escape");

    const { photos: kept } = await page.evaluate(
      async (n) => (await fetch(`/api/service-entries/${n}/intake`)).json(),
      id,
    );
    assert.equal(kept.length, 2);

    await page.goto(shop.url + "/dashboard/service-masuk");
    await page
      .getByRole("button", { name: `Detail SVC-${id}` })
      .first()
      .click();
    const drawer = page.getByRole("dialog", { name: `Detail Service SVC-${id}` });
    await drawer.getByRole("img", { name: "Foto perangkat 2" }).waitFor();
    for (const n of [1, 2]) {
      const loaded = await drawer
        .getByRole("img", { name: `Foto perangkat ${n}` })
        .evaluate((img) => img.complete && img.naturalWidth > 0);
      assert.ok(loaded, `photo ${n} shows`);
    }
    await drawer.getByText("Kena air").waitFor();
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: join(SHOTS, `repair-page-${size.width}-${scheme}.png`),
          fullPage: true,
        });
      }
    }
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
  });
});
