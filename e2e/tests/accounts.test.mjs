// Issue 3: sign-up with e-mail verification, the two sign-in doors, profile and password.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startShop } from "../lib/shop.mjs";
import { launch, withPage, screenshot, signOut } from "../lib/browser.mjs";

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launch({ viewport: { width: 390, height: 844 } });
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function waitForLink(email) {
  const token = await shop.printed((log) => {
    const lines = log.split("\n").filter((l) => l.includes(`to=${email}`));
    return lines.join("\n").match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  }, `a verification link for ${email}`);
  return `/verify-email?token=${token}`;
}

test("a member signs up, verifies the address from the mailed link, signs in and changes the password", async () => {
  await withPage(browser, "member-signup", async (page, errors) => {
    const email = "dewi.lestari@contoh.id";
    await page.goto(shop.url + "/member-login");
    await page.getByRole("tab", { name: "Daftar" }).click();
    await page.getByLabel("Nama Lengkap").fill("Dewi Lestari");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("rahasia-dewi");
    await page.getByRole("button", { name: "Daftar" }).click();
    await page
      .getByText("Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.")
      .first()
      .waitFor();

    // Before verifying, the door stays shut.
    await page.getByRole("tab", { name: "Masuk" }).click();
    await page.getByLabel("Password").fill("rahasia-dewi");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.getByText("belum diverifikasi").first().waitFor();

    await page.goto(shop.url + (await waitForLink(email)));
    await page.getByText("Email Terverifikasi").waitFor();

    await page.goto(shop.url + "/member-login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("rahasia-dewi");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL("**/products");

    await page.goto(shop.url + "/member-profile");
    await page.getByRole("heading", { name: "Profil Saya" }).waitFor();
    assert.equal((await page.getByText(email).count()) > 0, true);
    await page.getByLabel("Password Baru", { exact: true }).fill("sandi-baru-99");
    await page.getByLabel("Konfirmasi Password Baru").fill("sandi-baru-99");
    await page.getByRole("button", { name: "Ubah Password" }).click();
    await page.getByText("Password berhasil diubah!").first().waitFor();
    await screenshot(page, "member-profile");
    assert.deepEqual(errors, []);
  });

  // The new password works at the member door, the old one does not.
  const res = await fetch(shop.url + "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "dewi.lestari@contoh.id",
      password: "rahasia-dewi",
      door: "member",
    }),
  });
  assert.equal(res.status, 401);
});

test("a Kasir signs in at /login and reaches the dashboard", async () => {
  await signOut(browser);
  await withPage(browser, "kasir-login", async (page) => {
    await page.goto(shop.url + "/login");
    await page.getByLabel("Email").fill("kasir@konter.test");
    await page.getByLabel("Password").fill("kasir123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL("**/dashboard");
  });
});

test("a Member at the staff door is refused with the spec text", async () => {
  await signOut(browser);
  await withPage(browser, "member-at-staff-door", async (page) => {
    await page.goto(shop.url + "/login");
    await page.getByLabel("Email").fill("member@konter.test");
    await page.getByLabel("Password").fill("member123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page
      .getByText("Akun ini adalah akun Member. Silakan login dari halaman Member.")
      .first()
      .waitFor();
    assert.match(page.url(), /\/login/);
  });
});

test("a Kasir cannot open the users page", async () => {
  await signOut(browser);
  await withPage(browser, "kasir-users", async (page) => {
    await page.goto(shop.url + "/login");
    await page.getByLabel("Email").fill("kasir@konter.test");
    await page.getByLabel("Password").fill("kasir123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL("**/dashboard");
    await page.goto(shop.url + "/dashboard/data/users");
    await page.waitForLoadState("networkidle");
    // The staff list names the Admin; a Kasir never sees it.
    assert.equal(await page.getByText("admin@konter.test").count(), 0);
    const api = await page.evaluate(async () => (await fetch("/api/users")).status);
    assert.equal(api, 403);
  });
});
