import { act } from "@testing-library/react";
import { vi } from "vitest";

type Listener = (change: { matches: boolean }) => void;

/** Whether a (min-width: …) or (max-width: …) media query holds at this width. */
function holds(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * A window `width` pixels wide for antd's breakpoints (Grid.useBreakpoint, responsive columns),
 * and `resize` to change it while the page is open, as turning a tablet or narrowing a window
 * does. Undone by vi.unstubAllGlobals().
 */
export function screenWidth(width: number): { resize: (next: number) => void } {
  let current = width;
  const listeners = new Map<string, Set<Listener>>();
  vi.stubGlobal("matchMedia", (query: string) => {
    const heard = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, heard);
    return {
      get matches() {
        return holds(query, current);
      },
      media: query,
      onchange: null,
      addListener: (l: Listener) => heard.add(l),
      removeListener: (l: Listener) => heard.delete(l),
      addEventListener: (_: string, l: Listener) => heard.add(l),
      removeEventListener: (_: string, l: Listener) => heard.delete(l),
      dispatchEvent: () => false,
    };
  });
  return {
    resize: (next) =>
      act(() => {
        current = next;
        for (const [query, heard] of listeners)
          for (const l of heard) l({ matches: holds(query, current) });
      }),
  };
}
