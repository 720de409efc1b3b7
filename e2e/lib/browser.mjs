// Debian's Chromium driven by playwright-core. A failing step leaves a screenshot in artifacts/.
import { chromium } from "playwright-core";
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ARTIFACTS = new URL("../artifacts/", import.meta.url).pathname;

export async function launch({ viewport = { width: 1280, height: 800 } } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), "konter-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // Generous for a shared, busy machine: a broken page still fails, a slow one waits.
  context.setDefaultTimeout(30000);
  const { violations: cspViolations, reported: cspReported } =
    await watchContentSecurityPolicy(context);
  return {
    context,
    cspViolations,
    cspReported,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      failOnViolations(cspViolations, "while the browser was open");
    },
  };
}

/**
 * watchContentSecurityPolicy records, for every page of the context, each Content Security
 * Policy violation the page reports (securitypolicyviolation) and each CSP error Chromium
 * writes to the console: the shop must run whole under its strict policy. reported(within)
 * waits for the next one, or until `within` ms have passed.
 */
async function watchContentSecurityPolicy(context) {
  const violations = [];
  const waiting = new Set();
  const record = (v) => {
    violations.push(v);
    for (const heard of waiting) heard();
    waiting.clear();
  };
  await context.exposeBinding("__konterCspViolation", ({ page }, v) => {
    record({ page: page?.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__konterCspViolation({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  context.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) {
      record({ page: msg.page()?.url(), console: msg.text() });
    }
  });
  const reported = (within) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, within);
      waiting.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { violations, reported };
}

function failOnViolations(violations, where) {
  if (violations.length > 0) {
    const list = violations.splice(0).map((v) => JSON.stringify(v));
    throw new Error(`Content Security Policy violated ${where}:\n${list.join("\n")}`);
  }
}

/** The three screens a page is looked at on: a phone, a tablet, a laptop. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 800 },
];

/** screenshot saves the page under artifacts/NAME.png (also used to look at screens by hand). */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name.replace(/[^a-z0-9-]+/gi, "-")}.png`);
  // A long page drawn whole without a GPU takes a busy machine longer than a step.
  await page.screenshot({ path, fullPage: true, timeout: 60000 });
  return path;
}

/**
 * withPage runs fn with a fresh page (the browser profile, and so the session, is shared
 * between steps); it fails when the page broke the Content Security Policy. When fn throws,
 * the page is photographed before the error is passed on, so a red CI run leaves a picture
 * of what the user saw.
 */
export async function withPage(browser, name, fn) {
  const page = await browser.context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  try {
    await fn(page, errors);
    failOnViolations(browser.cspViolations, `in ${name}`);
  } catch (err) {
    const path = await screenshot(page, `FAILED-${name}`).catch(() => "(no screenshot)");
    err.message += `\nscreenshot: ${path}`;
    throw err;
  } finally {
    await page.close();
  }
}

/** signOut forgets the session the shared browser profile holds. */
export async function signOut(browser) {
  await browser.context.clearCookies();
}

/**
 * pngMargins measures, in the PNG's own pixels, the blank (white) band on each edge of an image
 * file, drawing it on a canvas in the page: a receipt must not touch its paper's edges.
 */
export async function pngMargins(page, file) {
  const dataUrl = `data:image/png;base64,${readFileSync(file).toString("base64")}`;
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const { naturalWidth: w, naturalHeight: h } = img;
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, w, h).data;
    const inked = (x, y) => {
      const i = (y * w + x) * 4;
      return data[i] < 240 || data[i + 1] < 240 || data[i + 2] < 240;
    };
    const rowInked = (y) => Array.from({ length: w }, (_, x) => x).some((x) => inked(x, y));
    const colInked = (x) => Array.from({ length: h }, (_, y) => y).some((y) => inked(x, y));
    const band = (n, isInked) => {
      let i = 0;
      while (i < n && !isInked(i)) i++;
      return i;
    };
    return {
      top: band(h, rowInked),
      bottom: band(h, (i) => rowInked(h - 1 - i)),
      left: band(w, colInked),
      right: band(w, (i) => colInked(w - 1 - i)),
    };
  }, dataUrl);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** motionless waits until nothing on the page moves but what moves for ever (a spinner). */
export function motionless(page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** scrolledToEnd waits until the page is scrolled down as far as it goes (after a wheel turned far). */
export function scrolledToEnd(page) {
  return page.waitForFunction(() => {
    const root = document.scrollingElement;
    return root.scrollTop >= root.scrollHeight - root.clientHeight - 1;
  });
}

/**
 * scriptsHadTheirChance waits until every image of the page has loaded or failed (a broken
 * one has fired its error event by then) and the page has run the tasks queued before (a
 * clicked javascript: link): a script the page was going to run has run.
 */
export async function scriptsHadTheirChance(page) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * axeViolations runs axe-core on the page once what is moving has stopped (a dialog half faded
 * in has every colour at half contrast): its serious and critical violations, one line each.
 * `within` (a CSS selector) checks only that part: an open dialog, whose page behind the mask
 * is inert and dimmed on purpose.
 */
export async function axeViolations(page, within = "html") {
  await motionless(page);
  await page.evaluate(AXE);
  const result = await page.evaluate(
    (selector) => window.axe.run(selector, { resultTypes: ["violations"] }),
    within,
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
