// Prints what each route downloads (gzip), from the built dist/ files.
// Usage: node scripts/bundle-report.mjs   (after `npm run build`)
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const dir = "dist/assets";
const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
const src = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
const gz = (f) => gzipSync(src[f]).length;
const staticImports = (f) =>
  [
    ...src[f].matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);
const dynamicImports = (f) =>
  [...src[f].matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);

function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !src[f]) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

const html = readFileSync("dist/index.html", "utf8");
const entry = [...html.matchAll(/src="\/admin\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const base = closure(entry);
const kb = (set) => ([...set].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const all = new Set(files);
console.log(`entry (every route): ${kb(base)} KB gzip in ${base.size} files`);
const lazy = new Set(entry.flatMap((f) => [...closure([f])].flatMap(dynamicImports)));
for (const chunk of [...lazy].sort()) {
  const route = closure([...base, chunk]);
  const extra = new Set([...route].filter((f) => !base.has(f)));
  console.log(`  + ${chunk.padEnd(28)} +${kb(extra)} KB  (route total ${kb(route)} KB)`);
}
console.log(`all JS: ${kb(all)} KB gzip in ${all.size} files`);

// Whole routes: what a first visit to each URL downloads. Several pages are a "list"
// chunk, so a page's chunk is found by a text only that page contains.
const find = (marker) =>
  [...lazy].find((f) => (marker.endsWith("-") ? f.startsWith(marker) : src[f]?.includes(marker)));
const routes = {
  "/login": ["login-"],
  "/dashboard": ["layout-", "dashboard-"],
  "/dashboard/stock": ["layout-", "Stok Barang"],
  "/dashboard/data/customers": ["layout-", "Nama pelanggan tidak boleh kosong."],
  "/dashboard/data/users": ["layout-", "Tidak bisa edit diri sendiri"],
  "/profile": ["layout-", "Informasi Profil"],
};
for (const [url, parts] of Object.entries(routes)) {
  const chunks = parts.map(find).filter(Boolean);
  console.log(`${url.padEnd(26)} ${kb(closure([...base, ...chunks]))} KB gzip`);
}
// Loaded from a page, not from the entry: the barcode label sheet (jsbarcode).
const labels = files.find((f) => src[f].includes("Printer label 50"));
if (labels) {
  const stock = closure([...base, ...routes["/dashboard/stock"].map(find).filter(Boolean)]);
  const extra = new Set([...closure([labels])].filter((f) => !stock.has(f)));
  console.log(`label sheet (on demand)    +${kb(extra)} KB gzip over /dashboard/stock`);
}
