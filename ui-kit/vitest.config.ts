import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    pool: "threads",
    // A worker keeps its jsdom and its loaded modules from one test file to the next instead of
    // building them again for each file; what a test changes globally is undone after it.
    isolate: false,
    unstubGlobals: true,
  },
});
