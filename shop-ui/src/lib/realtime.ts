import { useEffect, useRef } from "react";
import type { Resource } from "@konter/ui-kit";

/**
 * Realtime change notices: one EventSource on GET /api/events for the whole page,
 * opened when the first listener subscribes. Each notice is `event: change` with
 * `{resource, action, ids}`; pages refetch what they show when their resource changes.
 */
export interface ChangeNotice {
  resource: string;
  action: "created" | "updated" | "deleted";
  ids: number[] | null;
}

type Listener = (notice: ChangeNotice) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function open() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource("/api/events");
  source.addEventListener("change", (event) => {
    let notice: ChangeNotice;
    try {
      notice = JSON.parse((event as MessageEvent<string>).data) as ChangeNotice;
    } catch {
      return;
    }
    for (const listener of listeners) listener(notice);
  });
  // The browser reconnects by itself (the server asks for a 3 s retry).
}

/** Calls `listener` with every notice until the returned function is called. */
export function subscribeChanges(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `onChange` whenever `resource` changes on the server. */
export function useChangeNotice(
  resource: Resource,
  onChange: (notice: ChangeNotice) => void,
): void {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(
    () =>
      subscribeChanges((notice) => {
        if (notice.resource === resource) onChangeRef.current(notice);
      }),
    [resource],
  );
}
