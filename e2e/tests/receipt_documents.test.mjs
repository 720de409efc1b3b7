// Issue 39, the rest of it: a repair bill and an instalment payment sent as links open their one
// receipt at /struk/{token} on a phone (390x844, no session), axe clean, light and dark; a sale
// rung up for a customer the Admin linked to the demo member's account shows in that member's
// Pesanan Saya (Belanja di Toko) with its warranty, and opens its receipt there.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { SCREEN_SIZES, axeViolations, launch, screenshot, withPage } from "../lib/browser.mjs";
import { staffSession } from "../lib/api.mjs";
import { signInStaff } from "../lib/backoffice.mjs";

const rupiah = (n) => `Rp\u00a0${n.toLocaleString("id-ID")}`;

let shop;
let browser;
let admin;
let kasir;
let product;

before(async () => {
  shop = await startShop();
  admin = await staffSession(shop.url, "admin@konter.test", "admin123");
  kasir = await staffSession(shop.url, "kasir@konter.test", "kasir123");
  product = (await admin.get("/api/products?per_page=100")).items.find(
    (p) => p.stock > 3 && !p.tracked,
  );
  assert.ok(product, "the demo shop has an untracked product in stock");
  browser = await launch({ viewport: SCREEN_SIZES[0] });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The customer's phone opens the link: the one receipt, axe clean, nothing wider than 390 px. */
async function openLink(token, heading, name, check) {
  await withPage(browser, name, async (page, errors) => {
    for (const colorScheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${shop.url}/struk/${token}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      const paper = page.locator(".receipt-sheet .receipt").first();
      await check(paper);
      assert.equal(await paper.getByTestId("receipt-kasir").count(), 0, "no staff on the link");
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        true,
        "nothing wider than the phone",
      );
      assert.deepEqual(await axeViolations(page), [], `axe ${colorScheme}`);
      await screenshot(page, `${name}-390-${colorScheme}`);
    }
    assert.deepEqual(errors, []);
  });
}

test("a repair bill's link opens its STRUK SERVICE", async () => {
  const { items } = await kasir.get("/api/customers?per_page=1");
  const entry = await kasir.post("/api/service-entries", {
    customer_id: items[0].id,
    category: "Handphone",
    device_type: "Samsung A10",
    damage_type: "LCD pecah",
    description: "Layar retak",
  });
  const { bill } = await kasir.post(`/api/service-entries/${entry.id}/payment`, {
    service_fee: 100000,
    paid_amount: 100000,
  });
  const { token } = await kasir.post(`/api/service-entries/${entry.id}/receipt-link`);
  await openLink(token, "Struk Servis", "receipt-link-service", async (paper) => {
    await paper.getByText("STRUK SERVICE").waitFor();
    assert.match(
      await paper.getByTestId("receipt-number").innerText(),
      new RegExp(`SVC-${entry.id}`),
    );
    assert.match(
      await paper.getByTestId("receipt-fee").innerText(),
      new RegExp(rupiah(bill.service_fee)),
    );
  });
});

test("an instalment payment's link opens its BUKTI PEMBAYARAN CICILAN", async () => {
  const sale = await kasir.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 1 }],
    customer_type: "umum",
    payment_method: "cicilan",
    paid_amount: 0,
    customer_id: (await kasir.get("/api/customers?per_page=1")).items[0].id,
  });
  const instalment = (await kasir.get("/api/installments?per_page=100")).items.find(
    (i) => i.transaction_id_display === sale.transaction_id_display,
  );
  await kasir.post(`/api/installments/${instalment.id}/payments`, { amount: 1000 });
  const [payment] = (await kasir.get(`/api/installments/${instalment.id}/payments`)).items;
  const { token } = await kasir.post(`/api/installment-payments/${payment.id}/receipt-link`);
  await openLink(token, "Bukti Pembayaran Cicilan", "receipt-link-installment", async (paper) => {
    await paper.getByText("BUKTI PEMBAYARAN CICILAN").waitFor();
    assert.match(await paper.getByTestId("receipt-paid").innerText(), new RegExp(rupiah(1000)));
    assert.match(
      await paper.getByTestId("receipt-remaining").innerText(),
      new RegExp(rupiah(sale.total_amount - 1000)),
    );
  });
});

test("a sale for the member's account shows in Pesanan Saya with its receipt", async () => {
  const customer = await kasir.post("/api/customers", { name: "Budi (akun member)" });
  const staff = await launch({ viewport: SCREEN_SIZES[2] });
  try {
    await withPage(staff, "customer-member-account", async (page, errors) => {
      await signInStaff(page, shop.url, "admin");
      await page.goto(`${shop.url}/dashboard/data/customers/${customer.id}`);
      const box = page.getByRole("combobox", { name: "Akun member" });
      await box.click();
      await box.fill("member@konter.test");
      await page.getByText("(member@konter.test)").last().click();
      await page.getByText("Akun member pelanggan disimpan.").waitFor();
      for (const colorScheme of ["light", "dark"]) {
        await page.emulateMedia({ colorScheme });
        for (const size of SCREEN_SIZES) {
          await page.setViewportSize(size);
          await page.getByText("(member@konter.test)").first().waitFor();
          assert.deepEqual(await axeViolations(page), [], `axe ${size.width} ${colorScheme}`);
          await screenshot(page, `customer-member-account-${size.width}-${colorScheme}`);
        }
      }
      assert.deepEqual(errors, []);
    });
  } finally {
    await staff.close();
  }
  const sale = await kasir.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 1 }],
    customer_id: customer.id,
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: product.retail_price,
  });
  await withPage(browser, "member-purchases", async (page, errors) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(shop.url + "/member-login?next=%2Fmy-orders");
    await page.getByLabel("Email").fill("member@konter.test");
    await page.getByLabel("Password").fill("member123");
    await page.getByRole("button", { name: "Masuk" }).last().click();
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Belanja di Toko" }),
    });
    await section.getByText(sale.transaction_id_display).waitFor();
    assert.deepEqual(await axeViolations(page), [], "axe on /my-orders");
    await screenshot(page, "member-purchases-390-light");
    await section.getByRole("link", { name: "Lihat Struk" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Struk Belanja" }).waitFor();
    const paper = page.locator(".receipt-sheet .receipt").first();
    assert.match(
      await paper.getByTestId("receipt-total").innerText(),
      new RegExp(rupiah(sale.total_amount)),
    );
    assert.deepEqual(await axeViolations(page), [], "axe on the purchase's receipt");
    await screenshot(page, "member-purchase-receipt-390-light");
    assert.deepEqual(errors, []);
  });
});
