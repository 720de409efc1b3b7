import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { cart } from "../lib/cartStore";
import { leaving } from "../lib/leave";
import { toast } from "../lib/toast";

// findBy…/waitFor give up after 15 s instead of 1 s: a busy CI machine (Go tests, PostgreSQL and
// the other UI's build beside it) can take seconds to render a page with its dialog.
configure({ asyncUtilTimeout: 15000 });

// A test stays on its page: a full page load to the back-office is recorded, not made (jsdom
// cannot navigate). restoreMocks undoes the spy after each test.
beforeEach(() => {
  vi.spyOn(leaving, "to").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  toast.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  cart.reload();
});
