// Steps every back-office browser test takes: opening the demo shop, signing in, reading toasts,
// scanning.
import { staffSession } from "./api.mjs";
import { launch } from "./browser.mjs";
import { startShop } from "./shop.mjs";

const STAFF = {
  admin: { email: "admin@konter.test", password: "admin123" },
  kasir: { email: "kasir@konter.test", password: "kasir123" },
};

/**
 * signInStaff signs a demo staff user ('admin' or 'kasir') in, starting signed out (the browser
 * profile is shared between tests), and opens the dashboard. The session comes from the API into
 * the browser's cookies: the form at /login is accounts.test.mjs's subject, and filling it in
 * cost each test a start of the back office's code more. window.print is counted in
 * window.__prints instead of opening the print dialog.
 */
export async function signInStaff(page, shopUrl, who) {
  await page.addInitScript(() => {
    window.__prints = 0;
    window.print = () => {
      window.__prints += 1;
    };
  });
  await page.context().clearCookies();
  const res = await page.request.post(shopUrl + "/api/auth/login", {
    data: { ...STAFF[who], door: "staff" },
  });
  if (!res.ok()) throw new Error(`login ${who}: ${res.status()} ${await res.text()}`);
  await page.goto(shopUrl + "/dashboard");
  // The dashboard is open when the header knows who signed in.
  await page.getByRole("button", { name: "Menu pengguna" }).waitFor();
}

/** toast waits for an antd notification holding text. */
export function toast(page, text) {
  return page.locator(".ant-notification-notice-message", { hasText: text }).first().waitFor();
}

/** scan types a code into a cashier's search box and presses Enter, as a barcode scanner does. */
export async function scan(page, code) {
  const box = page.getByLabel("Cari barang atau scan barcode");
  await box.fill(code);
  await box.press("Enter");
}

/**
 * openBackOffice starts the demo shop (a chain of two outlets, or one with oneOutlet), a browser at
 * `viewport` (the browser's default when not given) and the Admin's API session, as a test file's
 * `before` needs them.
 */
export async function openBackOffice(viewport, { oneOutlet = false } = {}) {
  const shop = await startShop({ oneOutlet });
  const browser = await launch(viewport ? { viewport } : undefined);
  const admin = await staffSession(shop.url, STAFF.admin.email, STAFF.admin.password);
  return { shop, browser, admin };
}

/**
 * openCounter opens the back office with QRIS accepted (the static code below) and finds the
 * demo shop's goods a scanner can ring up: not tracked by unit, at least five in stock, an
 * EAN-13 barcode; by name.
 */
export async function openCounter(viewport) {
  const opened = await openBackOffice(viewport);
  await opened.admin.put("/api/settings", { paymentMethods: "qris", qrisStatic: STATIC_QRIS });
  const { items } = await opened.admin.get("/api/products?in_stock=true&per_page=100&sort=name");
  const scannable = items.filter((p) => p.stock >= 5 && !p.tracked && /^\d{13}$/.test(p.barcode));
  return { ...opened, scannable };
}

/** cashSale rings up one of a product in stock through the API, paid in cash exactly. */
export async function cashSale(admin) {
  const product = (await admin.get("/api/products?per_page=100")).items.find((p) => p.stock > 2);
  return admin.post("/api/sales", {
    items: [{ product_id: product.id, quantity: 1 }],
    customer_type: "umum",
    payment_method: "tunai",
    paid_amount: product.retail_price,
  });
}

/** closeBackOffice closes what openBackOffice opened (whatever of it was opened). */
export async function closeBackOffice({ shop, browser }) {
  await browser?.close();
  await shop?.stop();
}

/** A published static QRIS (Rafael Toko Digital, Jambi), with its own checksum. */
export const STATIC_QRIS =
  "00020101021126570011ID.DANA.WWW011893600915393854002502099385400250303UMI51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI5204549953033605802ID5919Rafael Toko Digital6010Kota Jambi6105361256304EE06";

/** The cashiers' pages. */
export const SALES_CASHIER = "/dashboard/transaction/sales";
export const SERVICE_CASHIER = "/dashboard/transaction/service";

/** The three screens the counter is checked on: a laptop, a tablet, a phone. */
export const COUNTER_SIZES = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** openCashier opens a cashier at url and waits for its search box (its code loads on first use). */
export async function openCashier(page, url) {
  await page.goto(url);
  await page.getByLabel("Cari barang atau scan barcode").waitFor({ timeout: 60000 });
}
