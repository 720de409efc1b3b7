// npm test (make e2e): seeds the demo shop once into a template that every test file's shops
// copy (lib/shop.mjs), runs the test files given (all of them when none is) two at a time, and
// ends with each file's time (lib/times.mjs), so a slow run shows where it went.
import { spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { seedDemoTemplate } from "./lib/shop.mjs";

const all = readdirSync(new URL("tests/", import.meta.url))
  .filter((name) => name.endsWith(".test.mjs"))
  .sort()
  .map((name) => `tests/${name}`);
// Test files at a time, each with its own shop and Chromium. One: on the 2-core machine two at a
// time took longer in all (a full run of 140 tests: 24 min, each file about twice as slow, against
// about 17 min one at a time), though the CPUs stayed mostly idle.
const jobs = process.env.KONTER_E2E_JOBS || "1";
const named = process.argv.slice(2).map((file) => resolve(file));
const template = seedDemoTemplate();
const tests = spawn(
  process.execPath,
  [
    "--test",
    `--test-concurrency=${jobs}`,
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=./lib/times.mjs",
    "--test-reporter-destination=stdout",
    ...(named.length > 0 ? named : all),
  ],
  {
    cwd: new URL(".", import.meta.url),
    env: { ...process.env, ...template.env },
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => tests.kill(signal));
tests.once("exit", (code, signal) => {
  for (const dir of template.dirs) rmSync(dir, { recursive: true, force: true });
  process.exitCode = code ?? (signal ? 1 : 0);
});
