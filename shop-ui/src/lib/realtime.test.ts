import { describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../test/events";
import { subscribeChanges } from "./realtime";

describe("subscribeChanges", () => {
  it("shares one EventSource on /api/events and hands each notice to every listener", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeChanges(a);
    subscribeChanges(b);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(["/api/events"]);

    FakeEventSource.opened[0].emit('{"resource":"products","action":"updated","ids":[3]}');
    expect(a).toHaveBeenCalledWith({ resource: "products", action: "updated", ids: [3] });
    expect(b).toHaveBeenCalledTimes(1);

    stopA();
    FakeEventSource.opened[0].emit("not json");
    FakeEventSource.opened[0].emit('{"resource":"products","action":"deleted","ids":[3]}');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});
