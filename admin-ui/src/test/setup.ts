import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import dayjs from "dayjs";
import "dayjs/locale/id";

dayjs.locale("id");

// Pages are lazy chunks that vitest transforms on first use: give them time on a busy machine
// (two CPUs shared with other builds can take over 8 s for the first page of a file; with the Go
// suite beside and a load of 20, three first waits took over 15 s). The deadline only ends a wait
// that would otherwise hang, within the test's own (vite.config.ts).
configure({ asyncUtilTimeout: 40000 });

// antd's responsive helpers (Grid.useBreakpoint, Table) need matchMedia; jsdom has none.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: query.includes("min-width"), // behave like a desktop screen
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom lays nothing out, so it has no scrolling either.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
