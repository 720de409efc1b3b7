// Fails when the JavaScript a phone downloads to show the home page grows past the budget.
// Usage: node scripts/bundle-budget.mjs   (after `npm run build`; `make bench` runs it)
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Kilobytes of 1000 bytes, gzip at its default level: the numbers `vite build` prints.
const BUDGET_KB = 120;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const assets = join(dist, "assets");

let files;
try {
  files = readdirSync(assets).filter((f) => f.endsWith(".js"));
} catch {
  console.error("shop-ui: dist/assets is missing; run `npm run build` first.");
  process.exit(1);
}
const source = Object.fromEntries(files.map((f) => [f, readFileSync(join(assets, f), "utf8")]));
const gzipped = (f) => gzipSync(source[f]).length;

// Static imports between chunks ("./x.js"); dynamic import("./x.js") is loaded only when used.
const staticImports = (f) =>
  [
    ...source[f].matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);

function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !source[f]) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const home = files.filter((f) => /^HomePage-[\w-]+\.js$/.test(f));
if (entry.length === 0 || home.length !== 1) {
  console.error(
    `shop-ui: cannot find the entry (${entry}) or the home page chunk (${home}) in dist/.`,
  );
  process.exit(1);
}

const chunks = [...closure([...entry, ...home])].sort();
const total = chunks.reduce((sum, f) => sum + gzipped(f), 0) / 1000;
for (const f of chunks)
  console.log(`  ${f.padEnd(36)} ${(gzipped(f) / 1000).toFixed(1).padStart(6)} KB`);
console.log(
  `shop-ui home page JavaScript: ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB) {
  console.error(`shop-ui: the home page is ${(total - BUDGET_KB).toFixed(1)} KB over its budget.`);
  process.exit(1);
}
