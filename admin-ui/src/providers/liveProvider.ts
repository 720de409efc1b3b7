import type { BaseKey, LiveEvent, LiveProvider } from "@refinedev/core";

/**
 * Live updates: one shared `EventSource("/api/events")` for the whole app.
 * The server sends `event: change` with `{resource, action, ids}` after each
 * committed write (only for resources the signed-in user may read); each
 * notice becomes a Refine LiveEvent on the channel `resources/<name>`, and
 * with `liveMode: "auto"` Refine refetches that resource's tables.
 *
 * The connection opens with the first subscription, stays open while pages
 * come and go, and closes a little after the last one leaves or at logout.
 * After a dropped connection comes back, every subscriber gets a "*" event
 * so tables catch up on whatever happened while it was down.
 */

export const EVENTS_URL = "/api/events";

/** A change notice as the server sends it in `data:`. */
export interface ChangeNotice {
  resource: string;
  action: string;
  ids?: BaseKey[];
}

/**
 * Server resource name → Refine resource name, where they differ. Today every
 * name matches (products, customers, suppliers, users, members, …).
 */
export const RESOURCE_ALIASES: Readonly<Record<string, string>> = {};

export function channelOf(resource: string): string {
  return `resources/${resource}`;
}

/** A change notice (the parsed `data:` of an `event: change`) → Refine's LiveEvent; null if malformed. */
export function toLiveEvent(notice: unknown, date: Date = new Date()): LiveEvent | null {
  if (!notice || typeof notice !== "object") return null;
  const { resource, action, ids } = notice as Partial<ChangeNotice>;
  if (typeof resource !== "string" || resource === "") return null;
  if (typeof action !== "string" || action === "") return null;
  const name = RESOURCE_ALIASES[resource] ?? resource;
  return {
    channel: channelOf(name),
    type: action,
    payload: { ids: Array.isArray(ids) ? ids : [] },
    date,
  };
}

/** Parses the raw `data:` text of an SSE message; null when it is not a change notice. */
export function parseChange(data: string, date?: Date): LiveEvent | null {
  try {
    return toLiveEvent(JSON.parse(data), date);
  } catch {
    return null;
  }
}

type SubscribeOptions = Parameters<LiveProvider["subscribe"]>[0];

/**
 * Does this subscription want this event? Same channel, a wanted type, and
 * for a single record (useOne) or a few (useMany) one of its ids. A "*" event
 * (catch-up after a reconnect) or an event without ids reaches everyone on the
 * channel.
 */
export function wants(subscription: SubscribeOptions, event: LiveEvent): boolean {
  if (event.channel !== subscription.channel && event.channel !== "*") return false;
  const types = subscription.types?.length ? subscription.types : ["*"];
  if (event.type !== "*" && !types.includes("*") && !types.includes(event.type)) return false;

  const ids = (event.payload?.ids ?? []).map(String);
  if (ids.length === 0) return true;
  const params = subscription.params;
  if (params?.subscriptionType === "useOne" && params.id !== undefined) {
    return ids.includes(String(params.id));
  }
  if (params?.subscriptionType === "useMany" && params.ids?.length) {
    return params.ids.some((id) => ids.includes(String(id)));
  }
  return true;
}

export interface LiveConnectionOptions {
  url?: string;
  /** Injected in tests. */
  createEventSource?: (url: string) => EventSource;
  /** How long the connection outlives its last subscriber (page changes re-subscribe at once). */
  idleCloseMs?: number;
  /** Wait before reopening a connection the browser gave up on (e.g. the server answered 401). */
  reopenMs?: number;
}

export interface LiveConnection extends LiveProvider {
  /** Closes the connection now (logout); the next subscription opens a new one. */
  close: () => void;
}

export function createLiveProvider({
  url = EVENTS_URL,
  createEventSource = (u) => new EventSource(u), // same origin: the session cookie goes along
  idleCloseMs = 15_000,
  reopenMs = 5_000,
}: LiveConnectionOptions = {}): LiveConnection {
  const subscriptions = new Set<SubscribeOptions>();
  let source: EventSource | undefined;
  let opened = false; // the current source has been open once: a later "open" is a reconnect
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: LiveEvent) => {
    for (const subscription of [...subscriptions]) {
      if (wants(subscription, event)) subscription.callback(event);
    }
  };

  const clearTimers = () => {
    clearTimeout(idleTimer);
    clearTimeout(reopenTimer);
    idleTimer = reopenTimer = undefined;
  };

  const close = () => {
    clearTimers();
    source?.close();
    source = undefined;
    opened = false;
  };

  const open = () => {
    if (source) return;
    let es: EventSource;
    try {
      es = createEventSource(url);
    } catch {
      return; // no EventSource here (old browser, tests): tables still refetch after own writes
    }
    source = es;
    opened = false;
    es.addEventListener("open", () => {
      if (opened) dispatch({ channel: "*", type: "*", payload: {}, date: new Date() });
      opened = true;
    });
    es.addEventListener("change", (message) => {
      const event = parseChange((message as MessageEvent<string>).data);
      if (event) dispatch(event);
    });
    es.addEventListener("error", () => {
      // CONNECTING: the browser retries by itself (the server sends `retry:`).
      // CLOSED: it gave up (an error status such as 401); try again later while pages still listen.
      if (es.readyState !== 2 /* CLOSED */ || source !== es) return;
      source = undefined;
      clearTimeout(reopenTimer);
      reopenTimer = setTimeout(() => {
        reopenTimer = undefined;
        if (subscriptions.size > 0) {
          open();
          opened = true; // coming back counts as a reconnect: catch up on open
        }
      }, reopenMs);
    });
  };

  return {
    subscribe: (options) => {
      subscriptions.add(options);
      clearTimeout(idleTimer);
      idleTimer = undefined;
      open();
      return options;
    },
    unsubscribe: (subscription) => {
      subscriptions.delete(subscription as SubscribeOptions);
      if (subscriptions.size === 0 && source) {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(close, idleCloseMs);
      }
    },
    close,
  };
}

/** The app's one connection. */
export const liveProvider = createLiveProvider();

export function closeLiveConnection(): void {
  liveProvider.close();
}
