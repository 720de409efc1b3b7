// Issue 39, a receipt sent as a link: a Kasir sells and takes the sale's receipt link (the Admin
// with Kirim via WhatsApp in the receipt dialog, asked for the number of a sale without one); the
// customer opens /struk/{token} in a browser of their own (no session, a phone's 390x844), sees
// that one receipt with the sale's totals and prints it; the Admin revokes the link and the page
// then says, in Indonesian, that the receipt is not there. axe clean, light and dark.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import {
  SCREEN_SIZES,
  axeViolations,
  launch,
  motionless,
  screenshot,
  withPage,
} from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import { SALES_CASHIER, signInStaff } from "../lib/backoffice.mjs";

const rupiah = (n) => `Rp\u00a0${n.toLocaleString("id-ID")}`;

let shop;
let browser;
let admin;
let sale;
let token;
let staff;

before(async () => {
  shop = await startShop();
  admin = await staffSession(shop.url, "admin@konter.test", "admin123");
  const kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  const product = (await admin.get("/api/products?per_page=100")).items.find(
    (p) => p.stock > 2 && !p.tracked,
  );
  assert.ok(product, "the demo shop has an untracked product in stock");
  sale = await kasir.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 2 }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: 2 * product.retail_price + 10000,
  });
  ({ token } = await kasir.post(`/api/sales/${sale.id}/receipt-link`));
  // A browser of the customer's own: nothing of the staff's session.
  browser = await launch({ viewport: SCREEN_SIZES[0] });
  staff = await launch({ viewport: SCREEN_SIZES[2] });
});

after(async () => {
  await browser?.close();
  await staff?.close();
  await shop?.stop();
});

test("the customer opens the link and sees the sale's receipt, totals as sold", async () => {
  await withPage(browser, "receipt-link", async (page, errors) => {
    for (const colorScheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme });
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await page.goto(`${shop.url}/struk/${token}`);
        await page.getByRole("heading", { level: 1, name: "Struk Belanja" }).waitFor();
        const paper = page.locator(".receipt-sheet .receipt").first();
        const text = (id) => paper.getByTestId(id).innerText();
        assert.match(await text("receipt-number"), new RegExp(sale.transaction_id_display));
        assert.match(await text("receipt-subtotal"), new RegExp(rupiah(sale.subtotal)));
        assert.match(await text("receipt-total"), new RegExp(rupiah(sale.total_amount)));
        assert.match(await text("receipt-change"), new RegExp(rupiah(sale.change_amount)));
        assert.equal(await paper.getByTestId("receipt-kasir").count(), 0, "no staff on the link");
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          true,
          `nothing wider than ${size.width} px`,
        );
        assert.deepEqual(await axeViolations(page), [], `axe at ${size.width} ${colorScheme}`);
        await screenshot(page, `receipt-link-${size.width}-${colorScheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: "light", media: "print" });
    await page.setViewportSize(SCREEN_SIZES[0]);
    assert.equal(await page.locator(".receipt-print").isVisible(), true, "the receipt prints");
    assert.equal(
      await page.locator("header").first().isVisible(),
      false,
      "the page around does not",
    );
    await page.emulateMedia({ media: null });
    assert.deepEqual(errors, []);
  });
});

test("Kirim via WhatsApp asks for the number of a sale without one and opens wa.me with the link", async () => {
  await withPage(staff, "receipt-whatsapp", async (page, errors) => {
    // WhatsApp is not reached from the test machine: its page is played here.
    await staff.context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await signInStaff(page, shop.url, "admin");
    for (const colorScheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme });
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await page.goto(`${shop.url}${SALES_CASHIER}?receipt=${sale.id}`);
        const dialog = page.getByRole("dialog").filter({ hasText: sale.transaction_id_display });
        await dialog.getByRole("button", { name: "Kirim via WhatsApp" }).waitFor();
        assert.deepEqual(
          await axeViolations(page, ".ant-modal"),
          [],
          `axe ${size.width} ${colorScheme}`,
        );
        await screenshot(page, `receipt-whatsapp-${size.width}-${colorScheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    const dialog = page.getByRole("dialog").filter({ hasText: sale.transaction_id_display });
    await dialog.getByRole("button", { name: "Kirim via WhatsApp" }).click();
    const ask = page.getByRole("dialog").filter({ hasText: "Kirim Struk via WhatsApp" });
    await ask.getByLabel("Nomor WhatsApp pelanggan").fill("0812");
    await ask.getByRole("button", { name: "Kirim" }).click();
    await ask.getByText("Nomor WhatsApp tidak valid.", { exact: false }).waitFor();
    assert.deepEqual(await axeViolations(page, ".ant-modal-wrap:last-of-type"), []);
    await screenshot(page, "receipt-whatsapp-number");
    await ask.getByLabel("Nomor WhatsApp pelanggan").fill("0812-3456-7890");
    // The error folds away and Kirim moves up with it: a click aimed while it moves misses it.
    await ask
      .getByText("Nomor WhatsApp tidak valid.", { exact: false })
      .waitFor({ state: "detached" });
    await motionless(page);
    const [chat] = await Promise.all([
      page.context().waitForEvent("page"),
      ask.getByRole("button", { name: "Kirim" }).click(),
    ]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const sent = new URL(chat.url());
    await chat.close();
    assert.match(sent.href, /6281234567890/);
    const text = sent.searchParams.get("text") ?? "";
    assert.ok(
      text.includes(`${shop.url}/struk/${token}`),
      `the message holds the same link: ${text}`,
    );
    assert.ok(text.includes(rupiah(sale.total_amount)), `the message holds the total: ${text}`);
    assert.deepEqual(errors, []);
  });
});

test("a revoked link, like a wrong one, says the receipt is not there", async () => {
  await admin.del(`/api/sales/${sale.id}/receipt-link`);
  await withPage(browser, "receipt-link-revoked", async (page, errors) => {
    for (const url of [`/struk/${token}`, "/struk/tautan-yang-salah-sekali"]) {
      await page.goto(shop.url + url);
      await page.getByRole("heading", { name: "Struk tidak ditemukan" }).waitFor();
      await page.getByText("Struk tidak ditemukan. Periksa kembali tautannya.").waitFor();
      assert.equal(await page.locator("[data-testid=receipt-total]").count(), 0);
    }
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, "receipt-link-revoked-390");
    assert.deepEqual(errors, []);
  });
});
