// Issue 6, back-office part: an Admin edits the shop's content IN THE BACK-OFFICE PAGES
// (/dashboard/settings, /dashboard/news), and a storefront tab that stays open shows it without a
// reload. content.test.mjs covers the storefront with the same changes made through the API.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, scriptsHadTheirChance, withPage, screenshot } from "../lib/browser.mjs";
import { clearNews, png, staffSession } from "../lib/api.mjs";
import { signInStaff, toast } from "../lib/backoffice.mjs";

let shop;
let browser;

const signInAsAdmin = (page) => signInStaff(page, shop.url, "admin");

before(async () => {
  shop = await startShop();
  await clearNews(await staffSession(shop.url, "admin@konter.test", "admin123"));
  browser = await launch({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A second page of the same browser on the storefront, listening to change notices. */
async function openStorefront(path) {
  const page = await browser.context.newPage();
  const errors = [];
  const dialogs = [];
  page.on("pageerror", (e) => errors.push(e));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const listening = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/events");
  await page.goto(shop.url + path);
  await listening;
  // A reload would drop this mark: the checks below prove the page stayed the same document.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  return {
    page,
    errors,
    dialogs,
    sameDocument: () => page.evaluate(() => window.__sameDocument === true),
  };
}

const card = (page, title) =>
  page
    .locator(".ant-card")
    .filter({ has: page.locator(".ant-card-head-title", { hasText: title }) });

const pngFile = (name, ...args) => ({ name, mimeType: "image/png", buffer: png(...args) });

/** GET from the back-office page (its session cookie). */
const api = (page, path) => page.evaluate(async (p) => (await fetch(p)).json(), path);

test("the shop name, hero title and logo set in Manajemen Aplikasi reach an open storefront without a reload", async () => {
  const store = await openStorefront("/");
  await store.page
    .getByRole("heading", { level: 1, name: "Servis HP & Komputer Terpercaya" })
    .waitFor();

  await withPage(browser, "content-admin-settings", async (page, errors) => {
    await signInAsAdmin(page);
    await page.goto(shop.url + "/dashboard/settings");
    await page.getByRole("heading", { name: "Manajemen Aplikasi" }).waitFor();
    const name = page.getByLabel("Nama Aplikasi");
    await name.and(page.locator('[value="Konter"]')).waitFor();
    await name.fill("Cell Mart Depok");
    await page.getByLabel("Judul Hero", { exact: true }).fill("Servis Kilat, Harga Bersahabat");
    await page.getByRole("button", { name: "Simpan Semua Perubahan" }).click();
    await toast(page, "Pengaturan berhasil disimpan!");

    const logo = card(page, "Logo Aplikasi");
    const upload = logo.getByRole("button", { name: "Unggah Logo" });
    assert.equal(await upload.isDisabled(), true, "nothing to upload before a file is chosen");
    await logo.getByTestId("image-input").setInputFiles(pngFile("logo.png", 96, 96));
    await logo.getByRole("img", { name: "Pratinjau logo.png" }).waitFor();
    await upload.click();
    await toast(page, "Logo berhasil diunggah.");
    await upload.and(page.locator("[disabled]")).waitFor();
    const { logoUrl } = await api(page, "/api/settings");
    assert.match(logoUrl, /^\/files\/product-images\/public\/logo\.png\?v=\d+$/);
    await logo.locator(`img[src="${logoUrl}"]`).waitFor();
    await screenshot(page, "content-admin-settings");

    await store.page
      .getByRole("heading", { level: 1, name: "Servis Kilat, Harga Bersahabat" })
      .waitFor();
    await store.page.waitForFunction(() => document.title === "Cell Mart Depok");
    const img = store.page
      .getByRole("link", { name: "Cell Mart Depok — Beranda" })
      .first()
      .locator("img");
    await store.page.waitForFunction(
      ({ el, url }) => el.getAttribute("src") === url && el.complete && el.naturalWidth === 96,
      { el: await img.elementHandle(), url: logoUrl },
    );
    assert.equal(await store.sameDocument(), true, "the storefront was not reloaded");
    await screenshot(store.page, "content-admin-settings-storefront");
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(store.errors, []);
  await store.page.close();
});

/** Opens "Tambah Berita", fills it and saves; returns the dialog's page. */
async function writeArticle(page, { title, text, html, publish, publishAt, image }) {
  await page.getByRole("button", { name: "Tambah Berita" }).click();
  const dialog = page
    .locator(".ant-modal")
    .filter({ has: page.locator(".ant-modal-title", { hasText: "Tambah Berita" }) });
  await dialog.getByLabel("Judul", { exact: true }).fill(title);
  const editor = dialog.getByRole("textbox", { name: "Konten" });
  await editor.click();
  await page.keyboard.type(text);
  if (html) {
    // "Kode HTML": markup pasted as it is; the server decides what survives.
    await dialog.getByRole("button", { name: "Kode HTML" }).click();
    const source = dialog.getByLabel("Kode HTML Konten");
    assert.equal(await source.inputValue(), `<p>${text}</p>`);
    await source.fill(`<p>${text}</p>${html}`);
  }
  if (publish) await dialog.getByText("Diterbitkan", { exact: true }).click();
  if (publishAt) {
    const date = dialog.getByLabel("Tanggal Terbit");
    await date.click();
    await date.fill(publishAt);
    await date.press("Enter");
    await page.keyboard.press("Escape");
  }
  if (image) await dialog.getByTestId("image-input").setInputFiles(image);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await toast(page, "Berita berhasil dibuat!");
  await dialog.waitFor({ state: "hidden" });
}

const ARTICLE = {
  title: "Promo Servis Akhir Tahun",
  text: "Diskon 20% untuk ganti LCD semua merek.",
  html:
    '<img src=x onerror="window.__pwned=1">' +
    "<img src=x onerror=alert(1)>" +
    "<script>window.__pwned=2; alert(2)</script>" +
    '<p><a href="javascript:window.__pwned=3">tautan</a></p>' +
    '<p><img src="/logo.png" alt="Logo toko"></p>',
};

test("an article written and published in Manajemen Berita shows its text and images on the storefront and runs no script", async () => {
  const store = await openStorefront("/news");
  await store.page.getByText("Belum ada berita yang dipublikasikan.").waitFor();

  await withPage(browser, "content-admin-news", async (page, errors) => {
    const dialogs = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss().catch(() => {});
    });
    await signInAsAdmin(page);
    await page.goto(shop.url + "/dashboard/news");
    await page.getByText("Belum ada berita.").waitFor();
    await writeArticle(page, {
      ...ARTICLE,
      publish: true,
      image: pngFile("sampul.png", 640, 360, [190, 18, 60], [251, 191, 36]),
    });
    const row = page.getByRole("row").filter({ hasText: ARTICLE.title });
    await row.getByText("Diterbitkan").waitFor();
    await row.locator("img").waitFor(); // the cover, uploaded after the article was saved
    await screenshot(page, "content-admin-news-list");

    // The open storefront list shows it without a reload.
    const storeCard = store.page.getByRole("article").filter({ hasText: ARTICLE.title });
    await storeCard.getByText(ARTICLE.text).waitFor();
    assert.equal(await store.sameDocument(), true, "the storefront was not reloaded");

    const [article] = (await api(page, "/api/news/manage")).items;
    assert.equal(article.slug, "promo-servis-akhir-tahun");
    assert.doesNotMatch(
      article.content,
      /script|onerror|javascript:/i,
      "the server sanitized the HTML",
    );

    await store.page.goto(`${shop.url}/news/${article.slug}`);
    await store.page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    const content = store.page.getByTestId("article-content");
    await content.getByText(ARTICLE.text).waitFor();
    const image = content.getByRole("img", { name: "Logo toko" });
    await store.page.waitForFunction(
      (el) => el.complete && el.naturalWidth > 0,
      await image.elementHandle(),
    );
    await store.page.locator(`img[src="${article.image_url}"]`).first().waitFor();
    assert.equal(await content.locator('script, [onerror], a[href^="javascript:"]').count(), 0);
    await store.page.getByText("tautan").click();
    await scriptsHadTheirChance(store.page); // the broken images have failed to load by now
    assert.equal(await store.page.evaluate(() => window.__pwned), undefined, "no script ran");
    assert.deepEqual(store.dialogs, [], "no alert() ran on the storefront");
    assert.equal(
      await page.evaluate(() => window.__pwned),
      undefined,
      "no script ran in the back-office",
    );
    assert.deepEqual(dialogs, [], "no alert() ran in the back-office");
    await screenshot(store.page, "content-admin-news-article");
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(store.errors, []);
  await store.page.close();
});

test("a draft and a future-dated article written in the back-office stay off /news", async () => {
  await withPage(browser, "content-admin-hidden-news", async (page, errors) => {
    await signInAsAdmin(page);
    await page.goto(shop.url + "/dashboard/news");
    await page.getByRole("row").filter({ hasText: ARTICLE.title }).waitFor();

    await writeArticle(page, { title: "Draf Harga Baru", text: "Belum final." });
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const typed = `${String(nextWeek.getDate()).padStart(2, "0")}/${String(nextWeek.getMonth() + 1).padStart(2, "0")}/${nextWeek.getFullYear()} 09:00`;
    await writeArticle(page, {
      title: "Pengumuman Libur Natal",
      text: "Toko tutup.",
      publish: true,
      publishAt: typed,
    });

    await page
      .getByRole("row")
      .filter({ hasText: "Draf Harga Baru" })
      .getByText("Draft", { exact: true })
      .waitFor();
    const scheduledRow = page.getByRole("row").filter({ hasText: "Pengumuman Libur Natal" });
    await scheduledRow.getByText("Terjadwal").waitFor();
    const MONTHS = [
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "Mei",
      "Jun",
      "Jul",
      "Agu",
      "Sep",
      "Okt",
      "Nov",
      "Des",
    ];
    const shown = `${nextWeek.getDate()} ${MONTHS[nextWeek.getMonth()]} ${nextWeek.getFullYear()}`;
    await scheduledRow.getByText(shown, { exact: true }).waitFor();
    await screenshot(page, "content-admin-news-hidden");

    const articles = (await api(page, "/api/news/manage")).items;
    const draft = articles.find((a) => a.title === "Draf Harga Baru");
    const scheduled = articles.find((a) => a.title === "Pengumuman Libur Natal");
    assert.equal(draft.status, "draft");
    assert.equal(draft.published_at, null);
    assert.equal(scheduled.status, "published");
    assert.ok(Date.parse(scheduled.published_at) > Date.now() + 6 * 24 * 3600 * 1000);

    const store = await openStorefront("/news");
    await store.page.getByRole("article").filter({ hasText: ARTICLE.title }).waitFor();
    assert.equal(await store.page.getByRole("article").count(), 1);
    assert.equal(await store.page.getByText(draft.title).count(), 0);
    assert.equal(await store.page.getByText(scheduled.title).count(), 0);
    for (const article of [draft, scheduled]) {
      await store.page.goto(`${shop.url}/news/${article.slug}`);
      await store.page.getByRole("heading", { name: "Artikel Tidak Ditemukan" }).waitFor();
    }
    await store.page.close();

    // The row menu deletes the draft after the spec's confirmation.
    await page.getByRole("button", { name: "Aksi Draf Harga Baru" }).click();
    await page.getByRole("menuitem", { name: "Hapus" }).click();
    await page
      .getByText("Tindakan ini tidak dapat dibatalkan. Ini akan menghapus berita secara permanen.")
      .waitFor();
    await page.getByRole("button", { name: "Ya, Hapus" }).click();
    await toast(page, "Berita berhasil dihapus.");
    await page
      .getByRole("row")
      .filter({ hasText: "Draf Harga Baru" })
      .waitFor({ state: "detached" });
    assert.deepEqual(errors, []);
  });
});

test("an ad uploaded in Manajemen Iklan appears in the open home page carousel and goes when deleted there", async () => {
  const store = await openStorefront("/");
  await store.page.getByRole("heading", { level: 1 }).waitFor();
  const carousel = store.page.getByRole("region", { name: "Iklan" });
  assert.equal(await carousel.count(), 0, "no carousel without ads");

  await withPage(browser, "content-admin-ads", async (page, errors) => {
    await signInAsAdmin(page);
    await page.goto(shop.url + "/dashboard/settings");
    const ads = card(page, "Manajemen Iklan");
    await ads.getByText("Belum ada iklan.").waitFor();
    const submit = ads.getByRole("button", { name: "Unggah Iklan" });
    assert.equal(await submit.isDisabled(), true, "no ad without an image");
    await ads.getByLabel("Teks Alternatif (untuk SEO)").fill("Promo Tukar Tambah HP");
    await ads.getByLabel("Link URL (opsional)").fill("/products");
    await ads.getByTestId("image-input").setInputFiles(pngFile("tukar-tambah.png", 900, 300));
    await submit.click();
    await toast(page, "Iklan berhasil ditambahkan.");
    const tile = ads.getByRole("region", { name: "homepage carousel" }).getByTestId("ad-tile");
    await tile.getByRole("img", { name: "Promo Tukar Tambah HP" }).waitFor();
    await tile.hover();
    await screenshot(page, "content-admin-ads");

    const image = carousel.getByRole("img", { name: "Promo Tukar Tambah HP" });
    await image.waitFor();
    assert.equal(await image.locator("xpath=ancestor::a").getAttribute("href"), "/products");
    await store.page.waitForFunction(
      (el) => el.complete && el.naturalWidth > 0,
      await image.elementHandle(),
    );
    await screenshot(store.page, "content-admin-ads-storefront");

    await tile.getByRole("button", { name: "Hapus iklan Promo Tukar Tambah HP" }).click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: "Hapus" }).click();
    await toast(page, "Iklan berhasil dihapus.");
    await ads.getByText("Belum ada iklan.").waitFor();
    await carousel.waitFor({ state: "detached" });
    assert.equal(await store.sameDocument(), true, "the home page was not reloaded");
    assert.deepEqual(errors, []);
  });
  assert.deepEqual(store.errors, []);
  await store.page.close();
});
