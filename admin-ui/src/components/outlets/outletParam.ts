import { useSearchParams } from "react-router";

/** The outlet an address names (?outlet=); one that is no positive number is none (every outlet). */
export function outletOf(params: URLSearchParams): number | undefined {
  const outlet = Number(params.get("outlet"));
  return Number.isInteger(outlet) && outlet > 0 ? outlet : undefined;
}

/**
 * The outlet a list reads from its address (?outlet=), and the change of it that keeps the rest
 * of the address (the list's search and paging).
 */
export function useOutletParam(): [number | undefined, (next: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setOutlet = (next: number | undefined) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set("outlet", String(next));
        else changed.delete("outlet");
        return changed;
      },
      { replace: true },
    );
  return [outletOf(params), setOutlet];
}
