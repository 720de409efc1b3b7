/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// What both UIs share (../ui-kit/src), built from source.
const uiKit = fileURLToPath(new URL("../ui-kit/src", import.meta.url));

// The Go server (`konter serve`) answers /api and /files; in development Vite forwards them to it.
// changeOrigin stays false so the Host header matches the browser's Origin: the server's
// cross-origin protection then accepts the dev server's POSTs as same-origin.
const backend = process.env.KONTER_BACKEND_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  base: "/",
  plugins: [react()],
  // ui-kit's own node_modules are for its tests only: its imports of these resolve here, one copy.
  resolve: {
    alias: { "@konter/ui-kit": uiKit },
    dedupe: ["react", "react-dom", "jsbarcode", "html-to-image"],
  },
  server: {
    fs: { allow: [".", uiKit] },
    proxy: {
      "/api": { target: backend, changeOrigin: false },
      "/files": { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: backend, changeOrigin: false },
      "/files": { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // One stylesheet for the whole storefront (about 6 KB compressed): a page's first paint waits
    // for one request instead of three or four render-blocking ones.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: which files each page's chunk needs, so that the server names
    // them in the page's HTML and a phone fetches them with the entry, not after it has run.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the shop's code: keep them in their own
        // long-cached chunk. The receipt's barcode and PNG libraries stay out of it: they load
        // only when a receipt is shown.
        // The shop's own modules that several pages share go in one chunk too: on a phone each
        // extra file is another round trip before the first paint (Lighthouse found 12 files of
        // 1-2 KB each queued behind the entry on Slow 4G).
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/](?!(?:jsbarcode|html-to-image)[\\/])/,
              priority: 2,
            },
            // The global stylesheet leads the shared chunk, so that the components' styles that
            // override it (.btn, .card...) come after it in the one stylesheet.
            { name: "shared", test: /[\\/]src[\\/]styles[\\/]global\.css$/, priority: 1 },
            { name: "shared", test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    restoreMocks: true,
    pool: "threads",
    // A worker keeps its jsdom and its loaded modules from one test file to the next instead of
    // building them again for each of the 35 files: that setup was half of the suite's time.
    // What a test changes globally is undone after it: the DOM, toasts, cart and storage in
    // setup.ts, spies by restoreMocks, stubbed globals such as fetch by unstubGlobals.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 45000,
  },
});
