// Issue 39, printing straight from the browser: a Web Serial port injected into the page plays a
// serial or Bluetooth SPP receipt printer. The Admin chooses Serial in Pengaturan → Printer,
// pairs it with Hubungkan printer and prints its test page; on a later page a cash sale's Cetak
// reconnects to that port and sends the receipt with the drawer kick, no dialog. Pengaturan → Printer at three sizes,
// light and dark, axe clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import {
  COUNTER_SIZES,
  SALES_CASHIER,
  cashSale,
  closeBackOffice,
  openBackOffice,
  signInStaff,
  toast,
} from "../lib/backoffice.mjs";

/** ESC p: the pulse on the printer's drawer port. */
const DRAWER_KICK = [0x1b, 0x70];

let opened;

before(async () => {
  opened = await openBackOffice(COUNTER_SIZES[0]);
});

after(() => closeBackOffice(opened ?? {}));

/** The page's Web Serial: one port, a USB-serial printer, keeping every byte written to it. */
function injectSerialPrinter() {
  const written = [];
  const port = {
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    open: async () => undefined,
    close: async () => undefined,
    readable: null,
    writable: new WritableStream({ write: (chunk) => void written.push(...chunk) }),
  };
  Object.defineProperty(window, "serialWritten", { value: written });
  Object.defineProperty(navigator, "serial", {
    configurable: true,
    value: {
      requestPort: async () => port,
      getPorts: async () => [port],
      addEventListener: () => undefined,
    },
  });
}

/** The bytes written to the injected port once at least `min` have arrived. */
async function written(page, min) {
  await page.waitForFunction((n) => window.serialWritten.length >= n, min);
  return page.evaluate(() => window.serialWritten.slice());
}

const latin1 = (bytes) => Buffer.from(bytes).toString("latin1");

test("a serial printer paired in the browser prints its test page and a cash sale with the drawer kick", async () => {
  const { shop, browser, admin } = opened;
  const sale = await cashSale(admin);
  await withPage(browser, "printing-browser", async (page, errors) => {
    await page.addInitScript(injectSerialPrinter);
    await signInStaff(page, shop.url, "admin");
    await page.goto(`${shop.url}/dashboard/settings/printers`);
    const card = page.locator(".ant-card", { hasText: "Printer perangkat ini" });
    await card.getByRole("radio", { name: /Serial \/ Bluetooth SPP/ }).check();
    await card.getByLabel("Laci uang").click();
    await card.getByRole("button", { name: "Hubungkan printer" }).click();
    await card.getByText("Terhubung: Printer Serial / Bluetooth SPP (Web Serial)").waitFor();
    await card.getByRole("button", { name: "Cetak halaman uji" }).click();
    await toast(page, "Halaman uji dikirim ke Printer Serial / Bluetooth SPP (Web Serial).");
    const testPage = await written(page, 1);
    assert.match(latin1(testPage), /HALAMAN UJI PRINTER/);

    for (const colorScheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme });
      for (const size of COUNTER_SIZES) {
        await page.setViewportSize(size);
        await card.getByText("Terhubung:").waitFor();
        assert.deepEqual(
          await axeViolations(page, ".ant-layout-content"),
          [],
          `axe at ${size.width} ${colorScheme}`,
        );
        await screenshot(page, `printing-browser-${size.width}-${colorScheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });

    await page.goto(`${shop.url}${SALES_CASHIER}?receipt=${sale.id}`);
    const dialog = page.getByRole("dialog").filter({ hasText: sale.transaction_id_display });
    await dialog.getByRole("button", { name: "Cetak" }).click();
    // A new page: the library reconnects to the port paired before (same USB ids), and the
    // injected port's record starts empty.
    const receipt = await written(page, 1);
    assert.match(latin1(receipt), new RegExp(sale.transaction_id_display));
    assert.ok(latin1(receipt).includes(latin1(DRAWER_KICK)), "a cash sale opens the drawer");
    assert.deepEqual(errors, []);
  });
});
