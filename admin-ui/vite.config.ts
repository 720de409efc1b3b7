/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// What both UIs share (../ui-kit/src), built from source.
const uiKit = fileURLToPath(new URL("../ui-kit/src", import.meta.url));

const API_TARGET = process.env.KONTER_API ?? "http://127.0.0.1:8080";

/** Browser routes of this app, as the Go server routes them to admin-ui/dist/index.html. */
const APP_ROUTE = /^\/(login|profile|dashboard)(\/|\?|$)/;

/**
 * The app lives at the root (/login, /dashboard/...) while its files are under
 * /admin/. The Go binary answers those routes with index.html; this plugin
 * does the same for `vite` and `vite preview`, so both behave like production.
 */
function appRoutes(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && APP_ROUTE.test(req.url)) req.url = "/admin/";
    next();
  };
  return {
    name: "konter-app-routes",
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

const proxy = {
  "/api": { target: API_TARGET, changeOrigin: false },
  "/files": { target: API_TARGET, changeOrigin: false },
};

export default defineConfig({
  base: "/admin/",
  plugins: [react(), appRoutes()],
  // ui-kit's own node_modules are for its tests only: its imports of these resolve here, one copy.
  // The ESC/POS encoder is admin-only: imported as @konter/ui-kit/receipt/escpos, not from the index.
  resolve: {
    alias: { "@konter/ui-kit": uiKit },
    dedupe: [
      "react",
      "react-dom",
      "jsbarcode",
      "html-to-image",
      "@point-of-sale/receipt-printer-encoder",
    ],
  },
  build: {
    outDir: "dist",
    // dist/.gitkeep must survive (Go embeds all:dist); the build script rewrites it anyway.
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: { host: "127.0.0.1", proxy, fs: { allow: [".", uiKit] } },
  preview: { host: "127.0.0.1", proxy },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // The browser printer libraries export only under the "browser" condition: jsdom loads the same file.
    alias: Object.fromEntries(
      ["webusb", "webserial", "webbluetooth"].map((api) => [
        `@point-of-sale/${api}-receipt-printer`,
        fileURLToPath(
          new URL(
            `node_modules/@point-of-sale/${api}-receipt-printer/dist/${api}-receipt-printer.esm.js`,
            import.meta.url,
          ),
        ),
      ]),
    ),
    // Refine's router hooks must see the test's <MemoryRouter> (CJS/ESM duplicate otherwise).
    server: { deps: { inline: ["@refinedev/react-router"] } },
    pool: "threads",
    maxWorkers: 2,
    // A worker keeps its jsdom and its loaded modules (antd, Refine) from one test file to the
    // next instead of building them again for each of the 32 files: that setup was 45 % of the
    // suite's time (150 s -> 81 s on this 2-core machine). What a test changes globally is undone
    // after it: the DOM by cleanup(), storage in setup.ts, spies by restoreMocks, stubbed globals
    // such as fetch by unstubGlobals.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 90000,
  },
});
