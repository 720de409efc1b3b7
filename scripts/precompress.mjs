// Writes a Brotli (.br) and a gzip (.gz) copy next to each built text asset of a UI's dist
// folder, at the strongest levels: the server picks the one the browser accepts, so no visitor
// waits for compression. A copy that saves too little is not written.
// Usage: node ../scripts/precompress.mjs dist
import { readdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".map",
]);
const minBytes = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? "dist";
let written = 0;
for (const path of files(root)) {
  if (!compressible.has(extname(path)) || statSync(path).size < minBytes) continue;
  const data = readFileSync(path);
  const copies = {
    ".br": brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    ".gz": gzipSync(data, { level: 9 }),
  };
  for (const [ext, copy] of Object.entries(copies)) {
    if (copy.length > data.length * 0.9) continue;
    writeFileSync(path + ext, copy);
    written++;
  }
}
console.log(`precompress: ${written} compressed copies in ${root}`);
