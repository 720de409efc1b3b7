// Issue 40's board against the real binary: on a 768 px tablet a card moves through its
// "Pindah ke…" menu and another screen sees it move (the events stream); axe in three sizes,
// light and dark, with the screenshots left in artifacts/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { SCREEN_SIZES, axeViolations, screenshot, withPage } from "../lib/browser.mjs";
import { closeBackOffice, openBackOffice, signInStaff } from "../lib/backoffice.mjs";

const BOARD = "/dashboard/service-board";
let opened;

before(async () => {
  opened = await openBackOffice({ width: 768, height: 1024 });
});
after(() => closeBackOffice(opened));

const card = (page, column, number) =>
  page
    .getByRole("region", { name: column, exact: true })
    .getByRole("link", { name: number, exact: true });

test("a card moved on a tablet moves on another screen too", async () => {
  const { items } = await opened.admin.get("/api/service-entries?status=Pending&per_page=100");
  const number = `SVC-${items[0].id}`;
  await withPage(opened.browser, "board-other", async (other) => {
    await signInStaff(other, opened.shop.url, "admin");
    await other.goto(opened.shop.url + BOARD);
    await card(other, "Antri", number).waitFor();
    await withPage(opened.browser, "board-768", async (page) => {
      await page.goto(opened.shop.url + BOARD);
      await card(page, "Antri", number).waitFor();
      await page.getByRole("button", { name: `Pindah ke… ${number}`, exact: true }).click();
      await page.getByRole("menuitem", { name: "Diagnosa", exact: true }).click();
      await card(page, "Diagnosa", number).waitFor();
    });
    await card(other, "Diagnosa", number).waitFor();
    assert.equal(await card(other, "Antri", number).count(), 0);
  });
  const moved = await opened.admin.get(`/api/service-entries/${items[0].id}`);
  assert.deepEqual(
    [moved.entry.state, moved.entry.status, moved.entry.service_info],
    ["Diagnosa", "Proses", "Sedang proses"],
  );
});

for (const theme of ["light", "dark"]) {
  test(`the board is axe clean in three sizes, ${theme}`, async () => {
    await withPage(opened.browser, `board-${theme}`, async (page) => {
      await page.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await signInStaff(page, opened.shop.url, "admin");
      const found = [];
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize(size);
        await page.goto(opened.shop.url + BOARD);
        await page.getByRole("heading", { name: "Papan Servis" }).waitFor();
        await page.getByTestId("board-card").first().waitFor();
        for (const v of await axeViolations(page)) found.push(`${size.width}: ${v}`);
        await screenshot(page, `board-${size.width}-${theme}`);
      }
      assert.deepEqual(found, []);
    });
  });
}
