import { vi } from "vitest";

/** Stands in for the browser's EventSource: tests push server notices with emit(). */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  private listeners: Array<(event: MessageEvent<string>) => void> = [];
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === "change") this.listeners.push(listener);
  }
  emit(data: string) {
    for (const listener of this.listeners) listener(new MessageEvent("change", { data }));
  }
}

/** Replaces EventSource for one test (stubbed globals are undone before each test): call it in a
 * beforeEach or in the test, before the first subscription. */
export function fakeEvents(): (notice: object) => void {
  vi.stubGlobal("EventSource", FakeEventSource);
  return (notice) => {
    for (const source of FakeEventSource.opened) source.emit(JSON.stringify(notice));
  };
}
