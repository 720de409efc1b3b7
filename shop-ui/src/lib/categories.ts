import { listCategories } from "../api/products";
import { useAsync, type AsyncState } from "./hooks";
import { useChangeNotice } from "./realtime";
import { RESOURCE } from "@konter/ui-kit";

// Categories change rarely and are used by the header menu and /products: fetch them once per
// page load and share the answer. A failed request is forgotten so the next use tries again.
let cached: Promise<string[]> | null = null;

export function loadCategories(): Promise<string[]> {
  if (!cached) {
    cached = listCategories().then(
      (res) => res.items ?? [],
      (err: unknown) => {
        cached = null;
        throw err;
      },
    );
  }
  return cached;
}

/** For tests, and when products change (a new category may have appeared). */
export function forgetCategories(): void {
  cached = null;
}

export function useCategories(): AsyncState<string[]> {
  const state = useAsync(() => loadCategories(), []);
  useChangeNotice(RESOURCE.products, () => {
    forgetCategories();
    state.refresh();
  });
  return state;
}
