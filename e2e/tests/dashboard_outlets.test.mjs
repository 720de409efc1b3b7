// Issue 38 against the real binary: on the two-outlet demo the Admin's dashboard shows Total
// Piutang of every outlet with each outlet's under it, and one outlet's once it is chosen; the
// one-outlet demo's shows no outlet at all. Checked with axe in three sizes, light and dark.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { SCREEN_SIZES, axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";

const opened = [];
after(async () => {
  for (const o of opened) await closeBackOffice(o);
});

/** The text of the dashboard's Total Piutang card. */
async function receivables(page) {
  const card = page.locator(".ant-card", { hasText: "Total Piutang" });
  await card.getByText(/Rp/).first().waitFor();
  return (await card.innerText()).replace(/\s+/g, " ");
}

for (const oneOutlet of [false, true]) {
  const shopName = oneOutlet ? "one" : "chain";
  test(`the dashboard's receivables of the ${shopName} demo`, async () => {
    const o = await openBackOffice(undefined, { oneOutlet });
    opened.push(o);
    const { items } = await o.admin.get("/api/outlets?per_page=100");
    const shop = await o.admin.get("/api/dashboard");
    const found = [];
    for (const theme of ["light", "dark"]) {
      await withPage(o.browser, `dashboard-outlets-${shopName}-${theme}`, async (page) => {
        await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
        await signInStaff(page, o.shop.url, "admin");
        for (const size of SCREEN_SIZES) {
          await page.setViewportSize(size);
          await page.goto(o.shop.url + "/dashboard");
          const text = await receivables(page);
          if (oneOutlet) {
            assert.equal(await page.getByTestId("outlet-filter").count(), 0);
            assert.doesNotMatch(text, /·/);
          } else {
            for (const outlet of shop.receivables_per_outlet) {
              assert.ok(text.includes(outlet.outlet_name), `${text} names ${outlet.outlet_name}`);
            }
            assert.equal(shop.receivables_per_outlet.length, items.length);
          }
          for (const v of await axeViolations(page)) found.push(`${theme} ${size.width}: ${v}`);
          await screenshot(page, `dashboard-receivables-${shopName}-${size.width}-${theme}`);
        }
      });
    }
    assert.deepEqual(found, []);
    if (oneOutlet) return;
    // One outlet chosen: its own receivables, no outlet under them.
    const second = items[1];
    const own = await o.admin.get(`/api/dashboard?outlet_id=${second.id}`);
    await withPage(o.browser, "dashboard-outlets-one-chosen", async (page) => {
      await signInStaff(page, o.shop.url, "admin");
      await page.goto(`${o.shop.url}/dashboard?outlet=${second.id}`);
      await page.getByRole("combobox", { name: "Outlet yang dibaca" }).waitFor();
      const amount = new Intl.NumberFormat("id-ID", {
        style: "currency",
        currency: "IDR",
        maximumFractionDigits: 0,
      })
        .format(own.receivables)
        .replace(/\s/g, " ");
      await page.waitForFunction(
        (want) =>
          [...document.querySelectorAll(".ant-card")]
            .find((c) => c.textContent.includes("Total Piutang"))
            ?.textContent.replace(/\s/g, " ")
            .endsWith(want),
        amount,
      );
      assert.doesNotMatch(await receivables(page), /·/);
    });
  });
}
