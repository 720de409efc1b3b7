// Starts the real konter binary on a free loopback port with a fresh data directory.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";

const BIN = process.env.KONTER_BIN || new URL("../../bin/konter", import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * startShop seeds the demo shop (unless seed is false), a chain of two outlets or, with
 * oneOutlet, a shop of one, and serves it.
 * Returns { url, dataDir, log(), printed(find), stop() }; log() is everything the server
 * printed, and printed(find) waits until find(log()) gives something (a truthy value) and gives it.
 */
export async function startShop({ seed = true, oneOutlet = false, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "konter-e2e-"));
  const port = await freePort();
  const baseEnv = {
    ...process.env,
    KONTER_DATA_DIR: dataDir,
    KONTER_LISTEN: `127.0.0.1:${port}`,
    ...env,
  };
  delete baseEnv.KONTER_DATABASE_URL;
  const demo = oneOutlet ? ["seed", "--demo", "--one-outlet"] : ["seed", "--demo"];
  if (seed) execFileSync(BIN, demo, { env: baseEnv, stdio: "pipe" });
  const proc = spawn(BIN, ["serve"], { env: baseEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let ended = false;
  const listeners = new Set();
  const tell = () => {
    for (const heard of listeners) heard();
  };
  const record = (d) => {
    output += d;
    tell();
  };
  proc.stdout.on("data", record);
  proc.stderr.on("data", record);
  proc.once("exit", () => {
    ended = true;
    tell();
  });

  // A server that stops printing without giving what is awaited has hung: the deadline only
  // has to outlast a slow machine.
  async function printed(find, what = "the awaited output", deadline = 60_000) {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      tell();
    }, deadline);
    try {
      for (;;) {
        const found = find(output);
        if (found) return found;
        if (ended) throw new Error(`konter serve exited:\n${output}`);
        if (late) throw new Error(`konter serve did not print ${what}:\n${output}`);
        let heard;
        await new Promise((r) => listeners.add((heard = r)));
        listeners.delete(heard);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  // It prints its address once it listens there.
  const url = `http://127.0.0.1:${port}`;
  await printed((out) => out.includes(`${url}/`), "its address");
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`konter serve is not healthy (${health.status}):\n${output}`);
  return {
    url,
    dataDir,
    bin: BIN,
    env: baseEnv,
    log: () => output,
    printed,
    async stop() {
      proc.kill("SIGTERM");
      await new Promise((r) => (ended ? r() : proc.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
