import type { TransportKind } from "./devicePrinter";

/**
 * The browser's own write calls each transport's library makes. The libraries keep their device
 * private and never report a failed write: WebUSB logs it, Web Serial leaves it unhandled after
 * print() has returned, Web Bluetooth logs it in its queue. These calls are where it shows.
 */
const WRITES: Record<TransportKind, [string, string[]]> = {
  usb: ["USBDevice", ["transferOut"]],
  serial: ["WritableStreamDefaultWriter", ["write"]],
  bluetooth: [
    "BluetoothRemoteGATTCharacteristic",
    ["writeValue", "writeValueWithResponse", "writeValueWithoutResponse"],
  ],
};

type Write = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type Prototype = Record<string, Write>;

/** The writes of each print being watched now, by transport. */
const watching: Record<TransportKind, Set<Promise<unknown>[]>> = {
  usb: new Set(),
  serial: new Set(),
  bluetooth: new Set(),
};
const wrapped = new WeakMap<Prototype, Set<string>>();

/** A USB transfer the device stalled is a failed write too, without a rejection. */
function checked(result: unknown): unknown {
  const status = (result as { status?: unknown } | undefined)?.status;
  if (typeof status === "string" && status !== "ok") throw new Error(`USB transfer: ${status}`);
  return result;
}

/** Wraps the transport's write calls once: each call is handed to the prints watching then. */
function wrap(kind: TransportKind) {
  const [name, methods] = WRITES[kind];
  const proto = (globalThis as unknown as Record<string, { prototype?: Prototype } | undefined>)[
    name
  ]?.prototype;
  if (!proto) return;
  const done = wrapped.get(proto) ?? new Set<string>();
  wrapped.set(proto, done);
  for (const method of methods) {
    const original = proto[method];
    if (done.has(method) || typeof original !== "function") continue;
    done.add(method);
    proto[method] = function (this: unknown, ...args: unknown[]) {
      const write = original.apply(this, args);
      for (const writes of watching[kind]) writes.push(write.then(checked));
      return write;
    };
  }
}

/**
 * Runs `print` (a library's print of one job), then waits for every write it made on the
 * transport and throws the first one's failure, so a receipt that did not reach the printer is
 * never taken for printed.
 */
export async function watchWrites(kind: TransportKind, print: () => Promise<void>): Promise<void> {
  wrap(kind);
  const writes: Promise<unknown>[] = [];
  watching[kind].add(writes);
  try {
    await print();
  } finally {
    watching[kind].delete(writes);
  }
  for (const outcome of await Promise.allSettled(writes))
    if (outcome.status === "rejected") throw outcome.reason;
}
