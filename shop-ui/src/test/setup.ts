import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { cart } from "../lib/cartStore";
import { toast } from "../lib/toast";

// findBy…/waitFor give up after 15 s instead of 1 s: a busy CI machine (Go tests, PostgreSQL and
// the other UI's build beside it) can take seconds to render a page with its dialog.
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
  toast.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  cart.reload();
});
