import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "@refinedev/core";
import { FakeEventSource } from "../test/fakeEventSource";
import { createLiveProvider, parseChange, toLiveEvent, wants } from "./liveProvider";

const at = new Date("2025-03-01T10:00:00Z");

describe("toLiveEvent: a change notice becomes Refine's live event", () => {
  it.each([
    [{ resource: "products", action: "updated", ids: [7] }, "resources/products", "updated", [7]],
    [
      { resource: "customers", action: "created", ids: [1, 2] },
      "resources/customers",
      "created",
      [1, 2],
    ],
    [{ resource: "suppliers", action: "deleted", ids: [3] }, "resources/suppliers", "deleted", [3]],
    [{ resource: "users", action: "updated", ids: [] }, "resources/users", "updated", []],
    [{ resource: "members", action: "deleted" }, "resources/members", "deleted", []],
  ])("%j → %s %s", (notice, channel, type, ids) => {
    expect(toLiveEvent(notice, at)).toEqual({ channel, type, payload: { ids }, date: at });
  });

  it.each([
    ["not JSON", "oops"],
    ["no resource", JSON.stringify({ action: "updated", ids: [1] })],
    ["no action", JSON.stringify({ resource: "products" })],
    ["a bare value", "42"],
    ["null", "null"],
  ])("ignores %s", (_label, data) => {
    expect(parseChange(data)).toBeNull();
  });

  it("parses the raw data line of an SSE message", () => {
    expect(parseChange('{"resource":"products","action":"created","ids":[12]}', at)).toEqual({
      channel: "resources/products",
      type: "created",
      payload: { ids: [12] },
      date: at,
    });
  });
});

describe("wants: which subscriptions an event reaches", () => {
  const event = (channel: string, type: string, ids: (string | number)[] = []): LiveEvent => ({
    channel,
    type,
    payload: { ids },
    date: at,
  });
  const sub = (channel: string, params?: Record<string, unknown>, types = ["*"]) => ({
    channel,
    types,
    callback: () => undefined,
    params,
  });

  it("reaches a list on the same resource only", () => {
    const list = sub("resources/products", { subscriptionType: "useList" });
    expect(wants(list, event("resources/products", "updated", [5]))).toBe(true);
    expect(wants(list, event("resources/customers", "updated", [5]))).toBe(false);
  });

  it("reaches a single record only when its id is named (ids may be numbers or strings)", () => {
    const one = sub("resources/products", { subscriptionType: "useOne", id: "5" });
    expect(wants(one, event("resources/products", "updated", [5]))).toBe(true);
    expect(wants(one, event("resources/products", "updated", [6]))).toBe(false);
  });

  it("reaches a useMany when one of its ids is named", () => {
    const many = sub("resources/suppliers", { subscriptionType: "useMany", ids: [1, 2] });
    expect(wants(many, event("resources/suppliers", "deleted", [2, 9]))).toBe(true);
    expect(wants(many, event("resources/suppliers", "deleted", [9]))).toBe(false);
  });

  it("respects the subscribed types", () => {
    const onlyDeletes = sub("resources/products", undefined, ["deleted"]);
    expect(wants(onlyDeletes, event("resources/products", "deleted"))).toBe(true);
    expect(wants(onlyDeletes, event("resources/products", "created"))).toBe(false);
  });

  it("sends the catch-up event to everybody", () => {
    const one = sub("resources/products", { subscriptionType: "useOne", id: 5 }, ["deleted"]);
    expect(wants(one, event("*", "*"))).toBe(true);
  });
});

function setup(options: { idleCloseMs?: number; reopenMs?: number } = {}) {
  FakeEventSource.instances = [];
  return createLiveProvider({
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    idleCloseMs: 1000,
    reopenMs: 500,
    ...options,
  });
}

afterEach(() => vi.useRealTimers());

describe("the shared connection", () => {
  it("opens one EventSource for every table and routes each change to its resource", () => {
    const live = setup();
    const products = vi.fn();
    const customers = vi.fn();
    live.subscribe({ channel: "resources/products", types: ["*"], callback: products });
    live.subscribe({ channel: "resources/customers", types: ["*"], callback: customers });

    expect(FakeEventSource.instances).toHaveLength(1);
    const es = FakeEventSource.instances[0];
    expect(es.url).toBe("/api/events");
    es.open();
    es.change({ resource: "customers", action: "created", ids: [9] });

    expect(customers).toHaveBeenCalledTimes(1);
    expect(customers.mock.calls[0][0]).toMatchObject({
      channel: "resources/customers",
      type: "created",
      payload: { ids: [9] },
    });
    expect(products).not.toHaveBeenCalled();
  });

  it("stops calling a page that unsubscribed, and closes after the last one has gone a while", () => {
    vi.useFakeTimers();
    const live = setup();
    const callback = vi.fn();
    const subscription = live.subscribe({ channel: "resources/products", types: ["*"], callback });
    const es = FakeEventSource.instances[0];
    live.unsubscribe(subscription);
    es.change({ resource: "products", action: "updated", ids: [1] });
    expect(callback).not.toHaveBeenCalled();

    expect(es.closed).toBe(false); // the next page usually subscribes right away
    vi.advanceTimersByTime(1000);
    expect(es.closed).toBe(true);
  });

  it("keeps the connection when the next page subscribes in time (navigation)", () => {
    vi.useFakeTimers();
    const live = setup();
    const first = live.subscribe({
      channel: "resources/products",
      types: ["*"],
      callback: vi.fn(),
    });
    live.unsubscribe(first);
    live.subscribe({ channel: "resources/customers", types: ["*"], callback: vi.fn() });
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0].closed).toBe(false);
  });

  it("after a dropped connection comes back, tells every table to refetch", () => {
    const live = setup();
    const callback = vi.fn();
    live.subscribe({ channel: "resources/products", types: ["*"], callback });
    const es = FakeEventSource.instances[0];
    es.open();
    expect(callback).not.toHaveBeenCalled(); // the first open is not a catch-up
    es.fail(0); // browser reconnects by itself
    es.open();
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ type: "*" }));
  });

  it("reopens a connection the browser gave up on while pages still listen", () => {
    vi.useFakeTimers();
    const live = setup();
    const callback = vi.fn();
    live.subscribe({ channel: "resources/products", types: ["*"], callback });
    FakeEventSource.instances[0].fail(2);
    vi.advanceTimersByTime(500);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1].open();
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ type: "*" }));
  });

  it("closes at logout and opens a fresh connection for the next session", () => {
    const live = setup();
    live.subscribe({ channel: "resources/products", types: ["*"], callback: vi.fn() });
    live.close();
    expect(FakeEventSource.instances[0].closed).toBe(true);
    live.subscribe({ channel: "resources/products", types: ["*"], callback: vi.fn() });
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it("ignores malformed messages", () => {
    const live = setup();
    const callback = vi.fn();
    live.subscribe({ channel: "resources/products", types: ["*"], callback });
    const es = FakeEventSource.instances[0];
    es.dispatchEvent(new MessageEvent("change", { data: "not json" }));
    expect(callback).not.toHaveBeenCalled();
  });
});
